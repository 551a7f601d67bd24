import { ACCESS_TOKEN_HEADER, SESSION_KEYS } from '@esr/sdk';
import { describe, expect, it } from 'vitest';
import { env } from '@/config/env';
import { answeringEarlyCalls, earlyCallsOf, signatureOf } from '@/lib/api-early-calls';
import type { SessionName } from '@/lib/session';
import { startFirstCalls, type BootstrapHost } from './bootstrap';
import { LATER_MODULE_PRELOADS } from './page-preloads';

// The document's inline bootstrap (decision 1010) against a stand-in page: what it sends, in which order,
// with which token, for whom. The app's side of the handoff is tested in early-calls.test.tsx.

const ORIGIN = 'https://portal.example';
const api = (path: string) => `${ORIGIN}${env.VITE_API_BASE_URL}${path}`;

interface Sent {
  method: string;
  url: string;
  authorization: string | null;
  body: string | null;
}

/** A page at `address` with this session storage; the token request answers `login`. */
function page(
  address: string,
  stored: Partial<Record<SessionName, string>> = {},
  login: { status: number; token?: string } = { status: 200, token: 'issued-token' },
) {
  const url = new URL(address, ORIGIN);
  const sent: Sent[] = [];
  const host: BootstrapHost = {
    location: { href: url.href, pathname: url.pathname, search: url.search },
    sessionStorage: {
      getItem: (key) =>
        Object.entries(stored).find(([name]) => SESSION_KEYS[name as SessionName] === key)?.[1] ?? null,
    },
    fetch: (input, init) => {
      // The bootstrap sends a URL and its options; the app's client, a Request.
      const request = new Request(input, init);
      sent.push({
        method: request.method,
        url: request.url,
        authorization: request.headers.get('Authorization'),
        body: typeof init?.body === 'string' ? init.body : null,
      });
      const tokenCall = request.url.endsWith('/v1/jt/gen');
      return Promise.resolve(
        tokenCall
          ? new Response('{}', {
              status: login.status,
              headers: login.token ? { [ACCESS_TOKEN_HEADER]: login.token } : {},
            })
          : new Response('{"success":true}', { status: 200 }),
      );
    },
  };
  return { host, sent };
}

const calls = (sent: Sent[]) => sent.map(({ method, url }) => `${method} ${url.replace(api(''), '')}`);
const SHELL = ['GET /v1/active-streak', 'GET /v1/user/profile'];
const HOME = [
  ...SHELL,
  'GET /v1/esl-games/check',
  'POST /v1/challenges/games',
  'GET /v1/tournaments/all',
  'GET /v1/youtube-videos/games',
  'GET /v1/youtube-videos',
];

describe("the bootstrap, for a subscriber opening the portal with ?a= (spec section 4, 'Login')", () => {
  it('asks for the token first, then sends the first screen’s reads with it', async () => {
    const { host, sent } = page('/?a=923005550001');
    const { done } = startFirstCalls(host);
    expect(calls(sent)).toEqual(['POST /v1/jt/gen']);
    expect(sent[0]).toMatchObject({ authorization: null, body: '{"msisdn":"923005550001","refferer":null}' });
    await done;
    expect(calls(sent)).toEqual(['POST /v1/jt/gen', ...HOME]);
    expect(new Set(sent.slice(1).map((call) => call.authorization))).toEqual(
      new Set(['Bearer issued-token']),
    );
    expect(sent.find((call) => call.method === 'POST' && call.url.endsWith('/challenges/games'))?.body).toBe(
      '{}',
    );
  });

  it('sends the gamenow referrer as the token request of the app does', async () => {
    const { host, sent } = page('/tournaments?a=923007770000&refferer=gamenow');
    await startFirstCalls(host).done;
    expect(sent[0]?.body).toBe('{"msisdn":"923007770000","refferer":"gamenow"}');
    expect(calls(sent)).toEqual(['POST /v1/jt/gen', ...SHELL, 'GET /v1/tournaments/all']);
  });

  it("reads Rewards' screen for r=1, where the app goes", async () => {
    const { host, sent } = page('/?a=923005550001&r=1');
    await startFirstCalls(host).done;
    expect(calls(sent)).toEqual(['POST /v1/jt/gen', ...SHELL]);
  });

  it.each([
    ['refused (403)', { status: 403 }],
    ['answered without a token', { status: 200 }],
  ])('sends no read when the login is %s: the app takes the spec’s path', async (_case, login) => {
    const { host, sent } = page('/?a=923009990000', {}, login);
    await startFirstCalls(host).done;
    expect(calls(sent)).toEqual(['POST /v1/jt/gen']);
  });

  it('sends one read per task, so that it never holds the page’s main thread for long', async () => {
    const { host, sent } = page('/?a=923005550001');
    const tasks: (() => void)[] = [];
    startFirstCalls(host, { nextTask: (task) => tasks.push(task) });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(calls(sent)).toEqual(['POST /v1/jt/gen', HOME[0]]);
    for (let sentReads = 2; tasks.length > 0; sentReads += 1) {
      tasks.shift()!();
      expect(calls(sent)).toEqual(['POST /v1/jt/gen', ...HOME.slice(0, Math.min(sentReads, HOME.length))]);
    }
    expect(calls(sent)).toEqual(['POST /v1/jt/gen', ...HOME]);
  });

  it('sends no read the app has already sent itself: each read goes out once', async () => {
    // A warm phone runs the app before the bootstrap's last read: the app asks for the tournaments first.
    const { host, sent } = page('/tournaments?a=923005550001');
    const tasks: (() => void)[] = [];
    const { done } = startFirstCalls(host, { nextTask: (task) => tasks.push(task) });
    await new Promise((resolve) => setTimeout(resolve, 0));
    const appFetch = answeringEarlyCalls(host.fetch, host);
    const asked = (path: string) =>
      appFetch(api(path), { headers: { Authorization: 'Bearer issued-token' } });
    await asked('/v1/active-streak');
    await asked('/v1/tournaments/all');
    while (tasks.length > 0) tasks.shift()!();
    await done;
    expect(calls(sent)).toEqual(['POST /v1/jt/gen', 'GET /v1/active-streak', 'GET /v1/tournaments/all']);
    // The streak's early answer was the app's; nothing early is left unread.
    expect(earlyCallsOf(host)?.size).toBe(1);
  });

  it('leaves every answer for the app, under the signature of the request it sent', async () => {
    const { host, sent } = page('/rewards?a=923005550001');
    const { done } = startFirstCalls(host);
    await done;
    const early = earlyCallsOf(host)!;
    expect(early.size).toBe(sent.length);
    for (const call of sent) expect(early.has(signatureOf(call))).toBe(true);
  });
});

describe('the bootstrap for other visits', () => {
  it('asks no token for a logged-in session (msisdn and token kept) and reads with the kept token', async () => {
    const { host, sent } = page('/?a=923001234567', { msisdn: '923005550001', accessToken: 'kept-token' });
    await startFirstCalls(host).done;
    expect(calls(sent)).toEqual(HOME);
    expect(sent[0]?.authorization).toBe('Bearer kept-token');
  });

  it('asks a token for the msisdn kept in the session when the token is gone', async () => {
    const { host, sent } = page('/', { msisdn: '923005550001' });
    await startFirstCalls(host).done;
    expect(sent[0]?.body).toBe('{"msisdn":"923005550001","refferer":null}');
  });

  it('sends nothing for a visitor', async () => {
    const { host, sent } = page('/tournaments');
    await startFirstCalls(host).done;
    expect(sent).toEqual([]);
  });

  it('sends nothing when the session storage cannot be read and there is no ?a=', async () => {
    const { host, sent } = page('/');
    host.sessionStorage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
    };
    await startFirstCalls(host).done;
    expect(sent).toEqual([]);
  });
});

describe('what the bootstrap leaves for the check-in script (decision 1080)', () => {
  it('a subscriber’s token and a copy of the streak’s data, the answer itself still the app’s to read', async () => {
    const { host } = page('/?a=923005550001');
    const { firstScreen, calls } = startFirstCalls(host);
    expect(await firstScreen.subscriber).toBe('issued-token');
    expect(await firstScreen.streak).toEqual({ success: true });
    const [, answer] = [...calls.entries()].find(([signature]) => signature.includes('active-streak'))!;
    expect(await (await answer).json()).toEqual({ success: true });
  });

  it('no subscriber for a kept token without its msisdn (the app is not logged in), nor for a visitor', async () => {
    const tokenOnly = page('/', { accessToken: 'kept-token' });
    expect(await startFirstCalls(tokenOnly.host).firstScreen.subscriber).toBeNull();
    const visitor = page('/');
    const { firstScreen } = startFirstCalls(visitor.host);
    expect(await firstScreen.subscriber).toBeNull();
    expect(await firstScreen.streak).toBeNull();
  });

  it('no subscriber and no streak after a refused login', async () => {
    const { host } = page('/?a=923009990000', {}, { status: 403 });
    const { firstScreen } = startFirstCalls(host);
    expect(await firstScreen.subscriber).toBeNull();
    expect(await firstScreen.streak).toBeNull();
  });
});

describe("the page's chunks, preloaded once the check-in's read has a connection (decision 1080, round 3)", () => {
  const CHUNKS = ['/assets/home-abc.js', '/assets/en-def.js'];
  /** A document whose <meta> names the page's chunks, as vite/document.ts writes it. */
  function documentWithChunks() {
    const document = window.document.implementation.createHTMLDocument('page');
    const meta = document.createElement('meta');
    meta.name = LATER_MODULE_PRELOADS;
    meta.content = CHUNKS.join(' ');
    document.head.append(meta);
    return document;
  }
  const preloads = (document: Document) =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => ({
      href: new URL(link.href, ORIGIN).pathname,
      crossorigin: link.getAttribute('crossorigin'),
    }));
  // crossorigin="" as the document's module script has it, so the preloaded modules are the ones it runs.
  const EXPECTED = CHUNKS.map((href) => ({ href, crossorigin: '' }));

  it('a subscriber’s: not while the login is on its way; right after the streak read is sent, before the others', async () => {
    const { host, sent } = page('/?a=923005550001');
    const document = documentWithChunks();
    host.document = document;
    const tasks: (() => void)[] = [];
    startFirstCalls(host, { nextTask: (task) => tasks.push(task) });
    expect(calls(sent)).toEqual(['POST /v1/jt/gen']);
    expect(preloads(document)).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(calls(sent)).toEqual(['POST /v1/jt/gen', 'GET /v1/active-streak']);
    expect(preloads(document)).toEqual(EXPECTED);
    while (tasks.length > 0) tasks.shift()!();
    expect(calls(sent)).toEqual(['POST /v1/jt/gen', ...HOME]);
    // Once: the <meta> is gone, the reads after the streak add nothing.
    expect(preloads(document)).toEqual(EXPECTED);
    expect(document.querySelector(`meta[name="${LATER_MODULE_PRELOADS}"]`)).toBeNull();
  });

  it('a visitor’s and a refused login’s: at once, with no read', async () => {
    for (const visit of [page('/tournaments'), page('/?a=923009990000', {}, { status: 403 })]) {
      const document = documentWithChunks();
      visit.host.document = document;
      await startFirstCalls(visit.host).done;
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(calls(visit.sent).filter((call) => !call.endsWith('/v1/jt/gen'))).toEqual([]);
      expect(preloads(document)).toEqual(EXPECTED);
    }
  });

  it('a document without the <meta> (the offline page, a host serving another one) gets no preload', async () => {
    const { host } = page('/?a=923005550001');
    const document = window.document.implementation.createHTMLDocument('page');
    host.document = document;
    await startFirstCalls(host).done;
    expect(preloads(document)).toEqual([]);
  });
});
