import { describe, expect, it } from 'vitest';
import { answeringEarlyCalls, createEarlyCalls, startEarlyCall } from './api-early-calls';

// The handoff between the document's bootstrap and the app's client (decision 1010).

const URL_ = 'https://portal.example/api/v1/challenges/games';

function setUp() {
  const page = {};
  const calls = createEarlyCalls(page);
  const network: string[] = [];
  const send: typeof fetch = (input, init) => {
    const request = new Request(input, init);
    network.push(`${request.method} ${request.headers.get('Authorization') ?? '-'}`);
    return Promise.resolve(new Response(`answer ${network.length}`));
  };
  const early = startEarlyCall(calls, send, {
    method: 'POST',
    url: URL_,
    authorization: 'Bearer t1',
    body: '{}',
  });
  return { page, calls, network, send, early };
}

const appRequest = (authorization: string, body = '{}') =>
  new Request(URL_, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: authorization },
    body,
  });

describe('answeringEarlyCalls', () => {
  it('answers the same request with the early answer, once; the next one goes to the network', async () => {
    const { page, network, send } = setUp();
    const fetchFn = answeringEarlyCalls(send, page);
    expect(await (await fetchFn(appRequest('Bearer t1'))).text()).toBe('answer 1');
    expect(network).toEqual(['POST Bearer t1']);
    expect(await (await fetchFn(appRequest('Bearer t1'))).text()).toBe('answer 2');
    expect(network).toEqual(['POST Bearer t1', 'POST Bearer t1']);
  });

  it('sends a request that differs by its token or its body, and keeps the early answer', async () => {
    const { page, calls, network, send } = setUp();
    const fetchFn = answeringEarlyCalls(send, page);
    await fetchFn(appRequest('Bearer t2'));
    await fetchFn(appRequest('Bearer t1', '{"id":"x"}'));
    expect(network).toHaveLength(3);
    expect(calls.size).toBe(1);
  });

  it('sends everything when no bootstrap ran in the page', async () => {
    const network: string[] = [];
    const fetchFn = answeringEarlyCalls((input) => {
      network.push(String(input instanceof Request ? input.url : input));
      return Promise.resolve(new Response('ok'));
    }, {});
    await fetchFn(appRequest('Bearer t1'));
    expect(network).toEqual([URL_]);
  });

  it("hands a failed early call's failure to the app, as its own call would have failed", async () => {
    const page = {};
    const calls = createEarlyCalls(page);
    startEarlyCall(calls, () => Promise.reject(new TypeError('Failed to fetch')), {
      method: 'POST',
      url: URL_,
      authorization: 'Bearer t1',
      body: '{}',
    });
    const fetchFn = answeringEarlyCalls(() => Promise.resolve(new Response('network')), page);
    await expect(fetchFn(appRequest('Bearer t1'))).rejects.toThrow('Failed to fetch');
  });
});
