import { SEEDED } from '@esr/test-support';
import { deref } from '@esr/contract/schema';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_JSON_DEPTH, maxJsonDepth } from '../../src/contract/body-limits';
import { CONTROL_CONTRACT, loadContract } from '../../src/contract/operations';
import { SUBSCRIBER_RATE_LIMITS, WindowStore } from '../../src/plugins/rate-limit';
import { JsonDepthScan, nestsDeeperThan, tooDeep } from '../../src/security/json-depth';
import { json, server } from '../harness';
import { nested, parsedTexts } from '../json-parse-spy';

// Issue 41, finding 2: challenge/entry took about 3 MB, and JSON.parse of 2.8 MB of `[[[…]]]` held the
// event loop 0.8 s (eight at once kept /healthz waiting 3.6 s); a token is free for any subscribed
// number. Now a body nesting deeper than MAX_JSON_DEPTH is refused before anything parses it, and
// challenge entries are limited per subscriber before their bodies are read. No test here is timed:
// each checks the refusal and that the parser never saw the body (bench/json-depth.mjs measures).

const entry = (entryImage: string) =>
  `{"gameId":"pubg-mobile","challengeId":"pubg-c1","entryImage":${entryImage}}`;

/** How deeply a parsed value nests (the reference the scan and the contract's figures are held to). */
const depthOf = (value: unknown): number =>
  typeof value !== 'object' || value === null ? 0 : 1 + Math.max(0, ...Object.values(value).map(depthOf));

type S = Awaited<ReturnType<typeof server>>;
const post = (s: S, url: string, payload: string, authorization?: string) =>
  s.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) },
    payload,
  });

describe('a body nested deeper than the contract holds', () => {
  it('is refused (400, with a message) before it is parsed: challenge/entry with a token', async () => {
    const s = await server();
    const auth = `Bearer ${await s.token(SEEDED.withStreak)}`;
    const body = entry(nested(500_000));
    const texts = parsedTexts();
    const response = await post(s, '/api/v1/challenge/entry', body, auth);
    expect(response.statusCode).toBe(400);
    expect(json(response)).toEqual({ success: false, message: tooDeep(MAX_JSON_DEPTH) });
    expect(texts.some((text) => text.length >= body.length)).toBe(false);
  });

  it('is refused before it is parsed on every JSON route: no token needed, the control API, a stand-in', async () => {
    const s = await server();
    const body = JSON.stringify({ msisdn: SEEDED.withStreak, refferer: null }).replace('null', nested(8_000));
    const texts = parsedTexts();
    for (const url of ['/api/v1/jt/gen', '/__mock/clock', '/stand-ins/unsubscribe/encrypt']) {
      const response = await post(s, url, body);
      expect(response.statusCode, url).toBe(400);
      expect(response.body, url).toContain(tooDeep(MAX_JSON_DEPTH));
    }
    expect(texts.some((text) => text.length >= body.length)).toBe(false);
  });

  it('is read as before up to MAX_JSON_DEPTH: a wrong value gets its field’s own 400', async () => {
    const s = await server();
    const atTheLimit = JSON.stringify({ msisdn: SEEDED.withStreak, refferer: null }).replace(
      'null',
      nested(MAX_JSON_DEPTH - 1),
    );
    const response = await post(s, '/api/v1/jt/gen', atTheLimit);
    expect(response.statusCode).toBe(400);
    expect(json(response).message).toMatch(/refferer/);
    const ok = await post(s, '/api/v1/jt/gen', JSON.stringify({ msisdn: SEEDED.withStreak, refferer: null }));
    expect(ok.statusCode).toBe(200);
  });

  it('still refuses prototype poisoning as Fastify does', async () => {
    const s = await server();
    const response = await post(s, '/api/v1/jt/gen', `{"msisdn":"${SEEDED.withStreak}","__proto__":{"x":1}}`);
    expect(response.statusCode).toBe(400);
  });
});

describe('MAX_JSON_DEPTH and the contracts', () => {
  const contracts = [loadContract(), loadContract(CONTROL_CONTRACT)];

  it('holds the deepest request body either contract accepts', () => {
    const depths = contracts.flatMap((contract) =>
      contract.operations.filter((op) => op.bodyKind === 'json').map((op) => maxJsonDepth(op.body!.schema)),
    );
    expect(depths.length).toBeGreaterThan(20);
    // reportFieldVitals' batch is the deepest today: { metrics: [ { … } ] }.
    expect(Math.max(...depths)).toBe(3);
    expect(Math.max(...depths)).toBeLessThanOrEqual(MAX_JSON_DEPTH);
  });

  it("holds the deepest answer of the contract's examples (the proxy checks answers too)", () => {
    /** The examples' values of every answer the contract documents. */
    const answerExamples = (node: unknown, inResponses = false): unknown[] => {
      if (typeof node !== 'object' || node === null) return [];
      return Object.entries(node).flatMap(([key, value]) => {
        if (inResponses && key === 'examples' && typeof value === 'object' && value !== null) {
          return Object.values(value).map((example) => (example as { value?: unknown }).value);
        }
        return answerExamples(value, inResponses || key === 'responses');
      });
    };
    const answers = contracts.flatMap((contract) => answerExamples(contract.doc.paths).map(depthOf));
    expect(answers.length).toBeGreaterThan(20);
    expect(Math.max(...answers)).toBe(5);
    expect(Math.max(...answers)).toBeLessThanOrEqual(MAX_JSON_DEPTH);
    // A schema is read as deep as it says, and an open one as unbounded.
    expect(maxJsonDepth(deref(contracts[1]!.doc, { $ref: '#/components/schemas/Clock' }))).toBe(1);
    expect(maxJsonDepth({ type: 'object' })).toBe(Infinity);
  });
});

describe('JsonDepthScan', () => {
  const bytes = (text: string) => Buffer.from(text, 'utf8');

  it('counts objects and arrays, not brackets inside strings or after escapes', () => {
    expect(nestsDeeperThan(bytes('{"a":[{"b":1}]}'), 3)).toBe(false);
    expect(nestsDeeperThan(bytes('{"a":[{"b":[1]}]}'), 3)).toBe(true);
    expect(nestsDeeperThan(bytes(`{"a":"${'['.repeat(100)}"}`), 1)).toBe(false);
    expect(nestsDeeperThan(bytes(`{"a":"\\"${'{'.repeat(100)}"}`), 1)).toBe(false);
    expect(nestsDeeperThan(bytes(`{"a":"\\\\",${'"b":['.repeat(3)}1]]]}`), 3)).toBe(true);
    expect(nestsDeeperThan(bytes(`["ü€😀",[]]`), 2)).toBe(false);
  });

  it('reads a body in chunks cut anywhere, and stops at the first level past the limit', () => {
    const text = bytes(`{"a":"x\\"[[[","b":${nested(5)}}`);
    for (let cut = 0; cut <= text.length; cut++) {
      const scan = new JsonDepthScan(5);
      const fits = scan.feed(text.subarray(0, cut)) && scan.feed(text.subarray(cut));
      expect(fits, `cut at ${cut}`).toBe(false);
      const roomy = new JsonDepthScan(6);
      expect(roomy.feed(text.subarray(0, cut)) && roomy.feed(text.subarray(cut)), `cut at ${cut}`).toBe(true);
    }
  });

  it('agrees with JSON.parse on any JSON text, cut into two chunks anywhere', () => {
    fc.assert(
      fc.property(fc.json({ depthSize: 'medium' }), fc.nat(), fc.nat(6), (text, at, max) => {
        const all = bytes(text);
        const cut = at % (all.length + 1);
        const scan = new JsonDepthScan(max);
        const fits = scan.feed(all.subarray(0, cut)) && scan.feed(all.subarray(cut));
        expect(fits).toBe(depthOf(JSON.parse(text)) <= max);
      }),
      { seed: 20261124, numRuns: 300 },
    );
  });
});

describe('challenge entries per subscriber (finding 2)', () => {
  const { max, message } = SUBSCRIBER_RATE_LIMITS.submitChallengeEntry!;

  it(`takes ${max} a minute per subscriber, and refuses the next before its body is read (429)`, async () => {
    const s = await server();
    const auth = `Bearer ${await s.token(SEEDED.withStreak)}`;
    const small = entry('"data:image/png;base64,AAAA"');
    for (let i = 0; i < max; i++) {
      expect((await post(s, '/api/v1/challenge/entry', small, auth)).statusCode).not.toBe(429);
    }
    const big = entry(`"data:image/png;base64,${'A'.repeat(100_000)}"`);
    const texts = parsedTexts();
    const refused = await post(s, '/api/v1/challenge/entry', big, auth);
    expect(refused.statusCode).toBe(429);
    expect(json(refused)).toEqual({ success: false, message });
    expect(texts.some((text) => text.length >= big.length)).toBe(false);
    // Another subscriber has a limit of their own.
    const other = await post(s, '/api/v1/challenge/entry', small, `Bearer ${await s.token(SEEDED.newTrial)}`);
    expect(other.statusCode).not.toBe(429);
  });

  it(`reads exactly ${max} of a burst sent at once, and refuses the rest`, async () => {
    const s = await server();
    const auth = `Bearer ${await s.token(SEEDED.withStreak)}`;
    const burst = await Promise.all(
      Array.from({ length: 3 * max }, () =>
        post(s, '/api/v1/challenge/entry', entry('"data:image/png;base64,AAAA"'), auth),
      ),
    );
    expect(burst.filter((response) => response.statusCode !== 429)).toHaveLength(max);
  });

  it('counts each call of a burst as it came, even when the count is read after the burst', () => {
    // The plugin reads a call's count after an await, when the burst's other calls have been counted.
    const store = new WindowStore();
    const counted: { current: number }[] = [];
    for (let i = 0; i < 12; i++)
      store.incr('main:923005550001', (_error, result) => counted.push(result!), 60_000);
    expect(counted.map((result) => result.current)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
  });
});
