import { SEEDED } from '@esr/test-support';
import { describe, expect, it } from 'vitest';
import { server } from '../harness';

// Issue 41 ("Also"): jt/gen answered 404 for a number that never subscribed, 403 "unsubscribed" for one
// that left and 403 "trial has ended" for one whose trial ran out: anyone with a list of numbers could
// tell who had ever subscribed. The spec says only that such a number gets no token, and the web app
// treats every refusal alike (the landing page): now every such number gets the same answer.

describe('jt/gen tells no one who was once a subscriber', () => {
  it('answers a number that never subscribed, one that unsubscribed and an ended trial byte for byte alike', async () => {
    const s = await server();
    const answer = async (msisdn: string) => {
      const response = await s.app.inject({
        method: 'POST',
        url: '/api/v1/jt/gen',
        payload: { msisdn, refferer: null },
      });
      return { status: response.statusCode, body: response.body, token: response.headers.access_token };
    };
    const never = await answer('923219999999');
    expect(never.status).toBe(403);
    expect(never.token).toBeUndefined();
    expect(await answer(SEEDED.unsubscribed)).toEqual(never);
    await s.control('POST', '/clock', { advanceDays: 2 });
    expect(await answer('923001234567')).toEqual(never);
  });
});
