// npx tsx apps/mock-server/scripts/nested-json-bench.ts: what a deeply nested JSON body costs the event
// loop (issue 41, finding 2; decision 1100), with the machine's load. For a challenge/entry body of
// about 2.8 MB: JSON.parse of it nested and flat, the depth scan that now refuses it, and the longest
// event-loop stall while eight such bodies are posted at once, before (the depth check taken out)
// and after. A benchmark that reports figures (medians of RUNS runs); it never fails on them.
import Fastify, { type FastifyInstance } from 'fastify';
import { loadavg } from 'node:os';
import { buildApp } from '../src/app';
import { MAX_JSON_DEPTH, bodyLimitOf } from '../src/contract/body-limits';
import { loadContract } from '../src/contract/operations';
import { testConfig } from '../test/test-config';
import { nestsDeeperThan } from '../src/security/json-depth';

const RUNS = 3;
const LEVELS = 1_400_000;
const AT_ONCE = 8;

const wrap = (value: string) =>
  Buffer.from(`{"gameId":"pubg-mobile","challengeId":"pubg-c1","entryImage":${value}}`);
const nestedBody = wrap(`${'['.repeat(LEVELS)}${']'.repeat(LEVELS)}`);
const flatBody = wrap(`[${Array(LEVELS).fill('1').join(',')}]`);
const dataUrlBody = wrap(`"data:image/png;base64,${'A'.repeat(2 * LEVELS)}"`);

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

function ms(run: () => unknown): number {
  const times: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const started = performance.now();
    run();
    times.push(performance.now() - started);
  }
  return median(times);
}

/** The longest event-loop stall (ms) while AT_ONCE nested bodies are posted to challenge/entry. */
async function stall(app: FastifyInstance, authorization: string): Promise<number> {
  let longest = 0;
  let last = performance.now();
  const ticking = setInterval(() => {
    const now = performance.now();
    longest = Math.max(longest, now - last);
    last = now;
  }, 1);
  const answers = await Promise.all(
    Array.from({ length: AT_ONCE }, () =>
      app.inject({
        method: 'POST',
        url: '/api/v1/challenge/entry',
        headers: { authorization, 'content-type': 'application/json' },
        payload: nestedBody,
      }),
    ),
  );
  // The last stall ends with the answers: one more tick measures it.
  await new Promise((resolve) => setTimeout(resolve, 5));
  clearInterval(ticking);
  const statuses = [...new Set(answers.map((answer) => answer.statusCode))].join(',');
  if (statuses !== '400') throw new Error(`challenge/entry answered ${statuses}, not 400`);
  return longest;
}

/**
 * One stall, on a fresh server (the limit on challenge entries counts per minute). Before: a bare
 * Fastify route with the same body limit and Fastify's own JSON parser, which the server used before
 * issue 41 (the token check and the limit came before the body then too, so a token's caller got this far).
 */
async function serverStall(withDepthCheck: boolean): Promise<number> {
  const contract = loadContract();
  const app = withDepthCheck ? await buildApp({ config: testConfig() }) : Fastify();
  if (!withDepthCheck) {
    app.post('/api/v1/challenge/entry', {
      bodyLimit: bodyLimitOf(contract.byId.get('submitChallengeEntry')!),
      handler: async (_request, reply) => reply.status(400).send({ success: false }),
    });
  }
  const token = withDepthCheck
    ? await app.inject({
        method: 'POST',
        url: '/api/v1/jt/gen',
        payload: { msisdn: '923005550001', refferer: null },
      })
    : undefined;
  const stalled = await stall(app, `Bearer ${String(token?.headers.access_token)}`);
  await app.close();
  return stalled;
}

async function serverStalls(withDepthCheck: boolean): Promise<number> {
  const stalls: number[] = [];
  for (let i = 0; i < RUNS; i += 1) stalls.push(await serverStall(withDepthCheck));
  return median(stalls);
}

console.log(
  `load average ${loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')}, ${RUNS} runs, median ms`,
);
console.log(
  `body sizes: nested ${nestedBody.length} B, flat ${flatBody.length} B, data URL ${dataUrlBody.length} B`,
);
console.log(`JSON.parse nested            ${ms(() => JSON.parse(nestedBody.toString('utf8'))).toFixed(1)}`);
console.log(`JSON.parse flat              ${ms(() => JSON.parse(flatBody.toString('utf8'))).toFixed(1)}`);
console.log(`JSON.parse data URL          ${ms(() => JSON.parse(dataUrlBody.toString('utf8'))).toFixed(1)}`);
console.log(
  `depth scan nested (refused)  ${ms(() => nestsDeeperThan(nestedBody, MAX_JSON_DEPTH)).toFixed(2)}`,
);
console.log(`depth scan flat              ${ms(() => nestsDeeperThan(flatBody, MAX_JSON_DEPTH)).toFixed(2)}`);
console.log(
  `depth scan data URL          ${ms(() => nestsDeeperThan(dataUrlBody, MAX_JSON_DEPTH)).toFixed(2)}`,
);
console.log(
  `longest stall, ${AT_ONCE} nested bodies at once, before: ${(await serverStalls(false)).toFixed(0)}`,
);
console.log(
  `longest stall, ${AT_ONCE} nested bodies at once, after:  ${(await serverStalls(true)).toFixed(0)}`,
);
