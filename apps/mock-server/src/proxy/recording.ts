import { appendFileSync, chmodSync, closeSync, mkdirSync, openSync, readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { OperationContract } from '@esr/contract/operations';
import { UpstreamFailure, type Upstream, type UpstreamAnswer, type UpstreamCall } from './upstream';

/**
 * One line of a recording (JSON Lines, UPSTREAM_RECORD): an upstream's answer to a call. Request bodies
 * are not kept (uploads, personal data); answers are, tokens included: a recording is not for git.
 */
export interface RecordedExchange {
  operationId: string;
  method: string;
  path: string;
  query: string;
  status: number;
  /** content-type and the headers the contract documents for the status (access_token). */
  headers: Record<string, string>;
  /** The answer's text (every answer of the contract is JSON). */
  body: string;
  time: string;
}

/**
 * Appends each answer as it comes, so a session cut short still leaves what it saw. The file holds real
 * tokens and personal data: only its owner may read it (0600, in a folder created 0700; issue 26).
 */
export function recorder(file: string) {
  mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
  closeSync(openSync(file, 'a', 0o600));
  chmodSync(file, 0o600);
  return (spec: OperationContract, call: UpstreamCall, answer: UpstreamAnswer) => {
    const documented = spec.responses.get(answer.status)?.headers.map((header) => header.name) ?? [];
    const kept = ['content-type', ...documented].filter((name) => answer.headers[name] !== undefined);
    const line: RecordedExchange = {
      operationId: call.operationId,
      method: call.method,
      path: call.path,
      query: call.query,
      status: answer.status,
      headers: Object.fromEntries(kept.map((name) => [name, answer.headers[name]!])),
      body: answer.body.toString('utf8'),
      time: new Date().toISOString(),
    };
    appendFileSync(file, `${JSON.stringify(line)}\n`, { mode: 0o600 });
  };
}

function readRecording(file: string): RecordedExchange[] {
  const text = readFileSync(file, 'utf8');
  return text
    .split('\n')
    .filter((line) => line.trim())
    .map((line, index) => {
      try {
        const exchange = JSON.parse(line) as RecordedExchange;
        if (typeof exchange.path !== 'string' || typeof exchange.status !== 'number') throw new Error();
        return exchange;
      } catch {
        throw new Error(`${file}:${index + 1} is not a recorded exchange`);
      }
    });
}

const sortedQuery = (query: string) => [...new URLSearchParams(query)].sort().toString();

/**
 * Answers from a recording, offline: a call gets the answers recorded for the same method, path and
 * query in their order (the streak before and after a check-in), the last one again once they run
 * out; a call recorded only with another query gets that path's answers.
 */
export function replayUpstream(file: string): Upstream {
  const exchanges = readRecording(file);
  const served = new Map<string, number>();
  const pick = (key: string, candidates: RecordedExchange[]) => {
    const index = served.get(key) ?? 0;
    served.set(key, index + 1);
    return candidates[Math.min(index, candidates.length - 1)]!;
  };
  return {
    source: file,
    mode: 'replay',
    async send(call) {
      const method = call.method === 'HEAD' ? 'GET' : call.method;
      const samePath = exchanges.filter((e) => e.method === method && e.path === call.path);
      const sameQuery = samePath.filter((e) => sortedQuery(e.query) === sortedQuery(call.query));
      const candidates = sameQuery.length > 0 ? sameQuery : samePath;
      if (candidates.length === 0) {
        throw new UpstreamFailure(502, `The recording ${file} has no answer for ${call.method} ${call.path}`);
      }
      const key = `${method} ${call.path}${sameQuery.length > 0 ? `?${sortedQuery(call.query)}` : ''}`;
      const exchange = pick(key, candidates);
      return { status: exchange.status, headers: exchange.headers, body: Buffer.from(exchange.body, 'utf8') };
    },
  };
}
