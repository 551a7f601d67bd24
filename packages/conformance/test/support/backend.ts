import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from '@esr/test-support';
import type { Answer, Forwarded } from './proxy';

// What a deviating server needs to misbehave for real, as a backend team's bug would: whose call it is,
// the subscriber's balance as the mock keeps it, and a way to move credits the mock would not have moved
// (the control API's subscribers call, in the same world). A bug then leaves the state it would leave:
// credits really credited twice, a fee really spent twice, a redemption really started.

type Send = (request: Forwarded) => Promise<Answer>;

/** The mock's default seed: the control API sets a subscriber's credits with its status. */
const SEED_STATUS = new Map(
  (
    JSON.parse(
      readFileSync(join(repoRoot, 'apps', 'mock-server', 'seeds', 'default', 'subscribers.json'), 'utf8'),
    ) as { subscribers: { msisdn: string; status: 'trial' | 'active' | 'unsubscribed' }[] }
  ).subscribers.map((s) => [s.msisdn, s.status]),
);

/** The subscriber a call is made for: the msisdn claim of its bearer token. */
export function subscriberOf(request: Forwarded): string | undefined {
  const payload = request.headers.authorization?.replace(/^Bearer /, '').split('.')[1];
  try {
    return (JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as { msisdn?: string }).msisdn;
  } catch {
    return undefined;
  }
}

export const jsonOf = <T = Record<string, unknown>>(body: Buffer): T => JSON.parse(body.toString()) as T;

/** A JSON answer, as the mock would write it. */
export const jsonAnswer = (status: number, json: unknown): Answer => ({
  status,
  headers: { 'content-type': 'application/json; charset=utf-8' },
  body: Buffer.from(JSON.stringify(json)),
});

/** A call of the backend with the caller's token (`send` reaches the mock in the proxy's world). */
export async function read(send: Send, request: Forwarded, path: string): Promise<Record<string, unknown>> {
  const answer = await send({
    method: 'GET',
    url: `/api${path}`,
    headers: { authorization: request.headers.authorization ?? '', accept: 'application/json' },
    body: Buffer.alloc(0),
  });
  return jsonOf(answer.body);
}

/** The caller's balance as the mock keeps it. */
export const balanceOf = async (send: Send, request: Forwarded): Promise<number> =>
  (await read(send, request, '/v1/user/profile')).credits as number;

/** A tournament's entry fee as the backend lists it. */
export async function feeOf(send: Send, request: Forwarded, tournamentId: string): Promise<number> {
  const list = (await read(send, request, '/v1/tournaments/all')).data as {
    tourn_id: string;
    entryFee: number | null;
    isEntryFree: number;
  }[];
  const t = list.find((x) => x.tourn_id === tournamentId);
  return !t || t.isEntryFree === 1 ? 0 : (t.entryFee ?? 0);
}

/** Sets a seeded subscriber's balance in the mock's world (the control API). */
export async function setBalance(send: Send, msisdn: string, credits: number): Promise<void> {
  const status = SEED_STATUS.get(msisdn);
  if (!status) throw new Error(`${msisdn} is not a subscriber of the default seed`);
  const answer = await send({
    method: 'POST',
    url: '/__mock/subscribers',
    headers: { 'content-type': 'application/json' },
    body: Buffer.from(JSON.stringify({ msisdn, status, credits })),
  });
  if (answer.status !== 200) throw new Error(`credits not set: ${answer.status} ${answer.body.toString()}`);
}

/**
 * Runs credit moves one at a time: a backend's ledger may be wrong, but its own writes do not overwrite
 * each other (a deviation that credits twice must credit twice, not lose one to a race of its own).
 */
export function oneAtATime(): <T>(move: () => Promise<T>) => Promise<T> {
  let last: Promise<unknown> = Promise.resolve();
  return (move) => {
    const next = last.then(move, move);
    last = next.catch(() => undefined);
    return next;
  };
}
