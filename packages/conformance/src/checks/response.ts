import type { ErrorObject } from 'ajv';
import type { Contract, OperationContract, ResponseContract } from '../contract/load';
import { designedFieldsIn } from '@esr/contract/schema';
import { decodeJwt } from '../http/jwt';
import { checkOrdering } from './ordering';
import { rawHeadersOf } from '../http/client';
import type { Exchange, Finding, RuleId, Severity } from '../model';

// What every answer must be, whoever asked and why: a documented status, JSON where the contract says
// JSON, a body its schema accepts, the headers it requires. Every suite's calls go through this.

const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i;
const MAX_ERRORS = 5;

/** "/data/0 must have required property 'tourn_name'", naming the field. */
export function describeAjvErrors(errors: ErrorObject[] | null | undefined): string {
  const lines = (errors ?? []).slice(0, MAX_ERRORS).map((error) => {
    const where = error.instancePath || '(body)';
    if (error.keyword === 'required')
      return `${where} must have required property '${error.params.missingProperty}'`;
    if (error.keyword === 'additionalProperties')
      return `${where} must NOT have additional property '${error.params.additionalProperty}'`;
    if (error.keyword === 'enum')
      return `${where} must be one of ${JSON.stringify(error.params.allowedValues)}`;
    return `${where} ${error.message ?? 'is invalid'}`;
  });
  const more = (errors?.length ?? 0) > MAX_ERRORS ? `; and ${errors!.length - MAX_ERRORS} more` : '';
  return lines.join('; ') + more;
}

const finding = (
  rule: RuleId,
  message: string,
  exchange: Exchange,
  severity: Severity = 'error',
): Finding => ({
  rule,
  severity,
  message,
  operationId: exchange.operationId,
  exchange,
});

function checkHeaders(documented: ResponseContract, exchange: Exchange): Finding[] {
  const headers = rawHeadersOf(exchange);
  return documented.headers.flatMap((header) => {
    const value = headers[header.name];
    if (!value) {
      return header.required
        ? [
            finding(
              'response-header',
              `the ${header.name} header is missing from the ${documented.status} answer`,
              exchange,
            ),
          ]
        : [];
    }
    if (!header.validateClaims) return [];
    const decoded = decodeJwt(value);
    if (!decoded) return [finding('response-header', `the ${header.name} header is not a JWT`, exchange)];
    if (!header.validateClaims(decoded.payload)) {
      const errors = describeAjvErrors(header.validateClaims.errors);
      return [
        finding('response-header', `the ${header.name} JWT's claims break the contract: ${errors}`, exchange),
      ];
    }
    return [];
  });
}

function checkBody(
  contract: Contract,
  op: OperationContract,
  documented: ResponseContract,
  exchange: Exchange,
): Finding[] {
  const response = exchange.response!;
  if (!documented.validate || !documented.schema) return [];
  const type = response.headers['content-type'] ?? '';
  const findings: Finding[] = [];
  if (!JSON_TYPE.test(type)) {
    findings.push(
      finding('content-type', `Content-Type is '${type || 'missing'}', not application/json`, exchange),
    );
  }
  if (response.json === undefined) {
    return [...findings, finding('body-schema', 'the body is not JSON', exchange)];
  }
  if (!documented.validate(response.json)) {
    const errors = describeAjvErrors(documented.validate.errors);
    findings.push(
      finding('body-schema', `the ${response.status} body breaks the schema: ${errors}`, exchange),
    );
  }
  // A designed operation (no such call in the spec) is one assumption as a whole, not one per field.
  if (contract.profile === 'spec' && !op.designed) {
    for (const pointer of designedFieldsIn(contract.doc, documented.schema, response.json)) {
      const message = `the answer carries ${pointer}, a field the spec does not have (x-designed)`;
      findings.push(finding('x-designed-field', message, exchange, 'warning'));
    }
  }
  return findings;
}

export interface CheckOptions {
  /** The request was valid: a 5xx then breaks `server-error` (a generated bad input has its own rules). */
  validRequest: boolean;
}

/** Every finding one answer earns, whatever the case that made the call. */
export function checkResponse(
  contract: Contract,
  op: OperationContract,
  exchange: Exchange,
  { validRequest }: CheckOptions,
): Finding[] {
  const response = exchange.response;
  if (!response) return [finding('no-answer', `no answer: ${exchange.error ?? 'unknown error'}`, exchange)];
  const documented = op.responses.get(response.status);
  const findings: Finding[] = [];
  if (validRequest && response.status >= 500) {
    findings.push(finding('server-error', `a valid request answered ${response.status}`, exchange));
  }
  if (!documented) {
    const statuses = [...op.responses.keys()].join(', ');
    findings.push(
      finding('status-documented', `status ${response.status} is not documented (${statuses})`, exchange),
    );
    return findings;
  }
  return [
    ...findings,
    ...checkBody(contract, op, documented, exchange),
    ...checkHeaders(documented, exchange),
    ...checkOrdering(exchange),
  ];
}
