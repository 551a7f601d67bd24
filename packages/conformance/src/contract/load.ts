import { loadContract as parseContract } from '@esr/contract/load';
import { compileContract, type Contract, type Profile } from '@esr/contract/operations';
import { join } from 'node:path';

// The kit reads the contract with @esr/contract, the reader the mock server binds its routes with: one
// reading to get right (docs/decisions/0570). It still reaches the server under test over HTTP only.

export type {
  Contract,
  OperationContract,
  Profile,
  QueryParameter,
  RequestBodyContract,
  ResponseContract,
  ResponseHeader,
} from '@esr/contract/operations';

/** Set by the packed build (scripts/build.mjs): the contract's file name beside the bundle. */
declare const ESR_BUNDLED_CONTRACT: string | undefined;

/**
 * The contract the kit checks unless told: the repository's, or in the packed kit its copy made at pack
 * time (a kit installed from its tarball has no repository around it).
 */
export const DEFAULT_CONTRACT =
  typeof ESR_BUNDLED_CONTRACT === 'string'
    ? join(import.meta.dirname, ESR_BUNDLED_CONTRACT)
    : join(import.meta.dirname, '..', '..', '..', '..', 'openapi', 'openapi.yaml');

/** Reads the contract and compiles its validators (every error reported); 'spec': x-designed fields optional. */
export function loadContract(file = DEFAULT_CONTRACT, profile: Profile = 'full'): Contract {
  return compileContract(parseContract(file), { profile, allErrors: true });
}
