import { SEEDED } from '@esr/test-support';
import { describe, expect, it } from 'vitest';
import { MAX_JSON_DEPTH } from '../../src/contract/body-limits';
import { tooDeep } from '../../src/security/json-depth';
import { nested, parsedTexts } from '../json-parse-spy';
import { answerJson, driftOf, handMadeUpstream, proxyTo } from './support';

// Issue 41, finding 2, in proxy mode: no token is needed there, and proxy/check-exchange.ts parsed
// every request body after forwarding it: four 2.8 MB bodies of `[[[…]]]` sent with `Bearer
// not-a-token` held /healthz for 2 s. Now a body nested past MAX_JSON_DEPTH is refused before it is
// forwarded or parsed, a request the upstream refused (401, 403) is not checked, and an answer nested
// past it is reported without being parsed. Nothing here is timed: each test checks that the parser
// never saw the body.

const unauthorized = { success: false, message: 'Invalid or expired token' };
const entry = (base: string, body: string) =>
  fetch(`${base}/api/v1/challenge/entry`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: 'Bearer not-a-token' },
    body,
  });

describe('bodies nested deeper than the contract holds, through the proxy', () => {
  it('refuses such a request (400) before it reaches the upstream or the parser', async () => {
    const upstream = await handMadeUpstream((_received, response) => answerJson(response, 401, unauthorized));
    const { url } = await proxyTo({ url: upstream.url });
    const body = `{"gameId":"pubg-mobile","challengeId":"c1","entryImage":${nested(1_000_000)}}`;
    const texts = parsedTexts();
    const response = await entry(url, body);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toBe(tooDeep(MAX_JSON_DEPTH));
    expect(upstream.received).toHaveLength(0);
    expect(texts.some((text) => text.length >= body.length)).toBe(false);
  });

  it('does not check a request the upstream refused (401, 403): its body is never parsed', async () => {
    let status = 401;
    const upstream = await handMadeUpstream((_received, response) =>
      answerJson(response, status, unauthorized),
    );
    const { url } = await proxyTo({ url: upstream.url });
    // Flat, within the limit, and breaking the contract (entryImage must be a string).
    const body = `{"gameId":"pubg-mobile","challengeId":"c1","entryImage":[${'1,'.repeat(100_000)}1]}`;
    const texts = parsedTexts();
    for (status of [401, 403]) {
      const response = await entry(url, body);
      expect(response.status).toBe(status);
    }
    expect(texts.some((text) => text.length >= body.length)).toBe(false);
    const drift = await driftOf(url);
    expect(drift.entries.filter((entry) => entry.direction === 'request')).toEqual([]);
    // Accepted by the upstream, the same request is checked and its drift reported.
    status = 200;
    await entry(url, body);
    const after = await driftOf(url);
    expect(after.entries.filter((entry) => entry.direction === 'request')).toContainEqual(
      expect.objectContaining({ pointer: '/body/entryImage' }),
    );
  });

  it('reports an answer nested past the limit without parsing it', async () => {
    const answer = `{"success":true,"message":${nested(1_000_000)}}`;
    const upstream = await handMadeUpstream((_received, response) => {
      response.writeHead(200, { 'content-type': 'application/json', access_token: 'a.b.c' });
      response.end(answer);
    });
    const { url } = await proxyTo({ url: upstream.url });
    const texts = parsedTexts();
    const response = await fetch(`${url}/api/v1/jt/gen`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ msisdn: SEEDED.withStreak, refferer: null }),
    });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(answer);
    expect(texts.some((text) => text.length >= answer.length)).toBe(false);
    const drift = await driftOf(url);
    expect(drift.entries).toContainEqual(
      expect.objectContaining({
        direction: 'response',
        pointer: '/body',
        message: expect.stringContaining(`nests deeper than ${MAX_JSON_DEPTH} levels`) as string,
      }),
    );
  });
});
