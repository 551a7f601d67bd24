import { isEmailAddress } from '@esr/domain';
import { loadContract as parseContract } from '@esr/contract/load';
import { compileContract, type OperationContract } from '@esr/contract/operations';
import type { Json } from '@esr/contract/schema';
import type { ValidateFunction } from 'ajv/dist/2020.js';
import { join } from 'node:path';
import { repoRoot } from '../config';

/** An operation as the server binds it: @esr/contract's reading, with its request body's facts at hand. */
export interface OperationSpec extends OperationContract {
  bodyKind: 'json' | 'multipart' | 'none';
  bodyRequired: boolean;
  validateBody: ValidateFunction | undefined;
  fileFields: string[];
}

export interface Contract {
  /** The parsed document (for walks along its schemas: the spec profile). */
  doc: Json;
  /** Where its routes live: '/api' (openapi.yaml), '/__mock' (control.yaml). */
  basePath: string;
  operations: OperationSpec[];
  byId: Map<string, OperationSpec>;
  /** Compiles a schema that may $ref the contract's components (first error only, like the rest). */
  compile(schema: Json): ValidateFunction;
}

/**
 * The contract's formats that the product reads by a rule of its own: an e-mail address is what
 * @esr/domain's isEmailAddress takes, the rule the web app's forms check (decision 0101).
 */
export const PRODUCT_FORMATS = { email: isEmailAddress };

export const PRODUCT_CONTRACT = join(repoRoot, 'openapi', 'openapi.yaml');
export const CONTROL_CONTRACT = join(repoRoot, 'openapi', 'control.yaml');

/**
 * Reads a contract and compiles a validator for every request and response it describes. Each
 * validator names the first error only: a request is refused for one thing at a time.
 */
export function loadContract(file = PRODUCT_CONTRACT): Contract {
  const { basePath, operations, doc, compile } = compileContract(parseContract(file), {
    allErrors: false,
    formats: PRODUCT_FORMATS,
  });
  const specs = operations.map((op): OperationSpec => ({
    ...op,
    bodyKind: op.body?.kind ?? 'none',
    bodyRequired: op.body?.required ?? false,
    validateBody: op.body?.validate,
    fileFields: op.body?.fileFields ?? [],
  }));
  return {
    doc,
    basePath,
    operations: specs,
    byId: new Map(specs.map((spec) => [spec.operationId, spec])),
    compile,
  };
}
