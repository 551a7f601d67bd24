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

export const DEFAULT_CONTRACT = join(import.meta.dirname, '..', '..', '..', '..', 'openapi', 'openapi.yaml');

/** Reads the contract and compiles its validators (every error reported); 'spec': x-designed fields optional. */
export function loadContract(file = DEFAULT_CONTRACT, profile: Profile = 'full'): Contract {
  return compileContract(parseContract(file), { profile, allErrors: true });
}
