import { compileContract } from '@esr/contract/operations';
import { describe, expect, it } from 'vitest';
import { PRODUCT_CONTRACT, loadContract } from '../../src/contract/operations';
import { exchangeChecks } from '../../src/proxy/check-exchange';
import { fromAjv } from '../../src/contract/violations';

// The bounded check (issue 26, finding 1) reports what Ajv's allErrors reported, as long as that is
// 20 violations or fewer; past 20 it stops.

const server = loadContract(PRODUCT_CONTRACT);
const checks = exchangeChecks(server.doc, server);
const everyError = compileContract(server.doc, { allErrors: true });

const TOURNAMENT = {
  id: '1',
  tourn_id: 't-1',
  tourn_name: 'Cup',
  game: 'PUBG Mobile',
  time: '2026-11-27 12:00 PM',
  timeStart: '2026-11-27T07:00:00Z',
  timeEnd: '2026-11-27T11:00:00Z',
  status: 1,
  is_running: 0,
  entryFee: 0,
  isEntryFree: 1,
  prize: '5000 Credits',
  second_prize: '3000 Credits',
  third_prize: '1500 Credits',
  banner: '/media/seed/banner-pubg-mobile.svg',
  platform: 'Mobile',
  UIDCheck: 1,
  tourn_type: 'Credits',
  entries: [{ pubg_nick: 'abdullah' }],
};

const bounded = (operationId: string, body: unknown) =>
  checks.response(checks.byId.get(operationId)!, {
    status: 200,
    headers: { 'content-type': 'application/json' },
    body: Buffer.from(JSON.stringify(body)),
    bodyless: false,
  });

/** The bounded check's violations and allErrors' (quadratic on a long list of bad items: small bodies only). */
function both(operationId: string, body: unknown) {
  const validate = everyError.byId.get(operationId)!.responses.get(200)!.validate!;
  validate(body);
  return { bounded: bounded(operationId, body), all: fromAjv('response', '/body', validate.errors) };
}

describe('the bounded check of a body', () => {
  it.each([
    ['a valid list', 'listTournaments', { success: true, data: [TOURNAMENT, TOURNAMENT] }],
    [
      'a wrong type deep in a list',
      'listTournaments',
      { success: true, data: [TOURNAMENT, { ...TOURNAMENT, status: '1' }] },
    ],
    [
      'a field left out and one added',
      'listTournaments',
      { success: true, data: [{ ...TOURNAMENT, prize: undefined, extra: 1 }] },
    ],
    [
      'a nested item broken',
      'listTournaments',
      { success: true, data: [{ ...TOURNAMENT, entries: [{ pubg_nick: 5 }] }] },
    ],
    ['a body of the wrong type', 'listTournaments', [1, 2]],
  ])('reports what allErrors reports: %s', (_label, operationId, body) => {
    const { bounded, all } = both(operationId, JSON.parse(JSON.stringify(body)));
    expect(all.length).toBeLessThanOrEqual(20);
    expect(new Set(bounded.map((v) => `${v.pointer} ${v.message}`))).toEqual(
      new Set(all.map((v) => `${v.pointer} ${v.message}`)),
    );
  });

  it('reports the first errors of a oneOf, all of them allErrors reports too', () => {
    // A oneOf judges the whole value against each branch: the walk does not step into it.
    const { bounded: found, all } = both('redeemItem', { success: 'yes' });
    expect(found.length).toBeGreaterThan(0);
    const every = new Set(all.map((v) => `${v.pointer} ${v.message}`));
    expect(found.filter((v) => !every.has(`${v.pointer} ${v.message}`))).toEqual([]);
  });

  it('stops at 20 violations, the first ones in the answer', () => {
    const found = bounded('listTournaments', { success: true, data: Array(100_000).fill({ bad: 1 }) });
    expect(found).toHaveLength(20);
    expect(found.every((v) => /^\/body\/data\/[01]\//.test(v.pointer))).toBe(true);
  });
});
