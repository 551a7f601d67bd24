import type { components, operations } from './generated/api';

/** Every schema of the contract, by name: `Schemas['Tournament']`. */
export type Schemas = components['schemas'];
/** Every operation's id, for fault injection and journals. */
export type OperationId = keyof operations;
