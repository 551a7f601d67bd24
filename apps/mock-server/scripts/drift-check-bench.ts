// npx tsx apps/mock-server/scripts/drift-check-bench.ts: prints how long the proxy's check of a drifted
// tournaments/all answer takes (issue 26, finding 1; decision 1030), with the machine's load. The old
// check (Ajv allErrors over the whole answer) beside the bounded one, for lists of {"bad":1} items.
// A benchmark that reports figures; it never fails on them.
import { loadContract } from '@esr/contract/load';
import { compileContract } from '@esr/contract/operations';
import { loadavg } from 'node:os';
import { PRODUCT_CONTRACT, loadContract as loadServerContract } from '../src/contract/operations';
import { exchangeChecks } from '../src/proxy/check-exchange';
import { fromAjv } from '../src/contract/violations';

const RUNS = 5;
const doc = loadContract(PRODUCT_CONTRACT);
const bounded = exchangeChecks(doc, loadServerContract(PRODUCT_CONTRACT));
const allErrors = compileContract(doc, { allErrors: true });
const spec = bounded.byId.get('listTournaments')!;
const oldValidate = allErrors.byId.get('listTournaments')!.responses.get(200)!.validate!;

const answerOf = (items: number) =>
  Buffer.from(`{"success":true,"data":[${Array(items).fill('{"bad":1}').join(',')}]}`);

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

function time(run: () => number, runs: number): { ms: number; found: number } {
  const times: number[] = [];
  let found = 0;
  for (let i = 0; i < runs; i += 1) {
    const started = performance.now();
    found = run();
    times.push(performance.now() - started);
  }
  return { ms: median(times), found };
}

const checkNew = (body: Buffer) => () =>
  bounded.response(spec, {
    status: 200,
    headers: { 'content-type': 'application/json' },
    body,
    bodyless: false,
  }).length;
// As the proxy checked before: parse, validate with every error, then keep 20.
const checkOld = (body: Buffer) => () => {
  oldValidate(JSON.parse(body.toString('utf8')));
  return fromAjv('response', '/body', oldValidate.errors).length;
};

console.log(
  `load average ${loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')}; median of ${RUNS} runs (old: 1 run past 5,000 items)`,
);
console.log('items      bytes       bounded check         allErrors check (before)');
for (const items of [2_500, 5_000, 10_000, 20_000, 100_000, 1_000_000]) {
  const body = answerOf(items);
  const now = time(checkNew(body), RUNS);
  // The old check is quadratic: past 20,000 items it runs for minutes (10 minutes and more at 9.9 MB).
  const before = items <= 20_000 ? time(checkOld(body), items <= 5_000 ? RUNS : 1) : undefined;
  console.log(
    `${String(items).padStart(9)}  ${String(body.length).padStart(9)}  ${now.ms.toFixed(1).padStart(9)} ms (${now.found} kept)  ${
      before ? `${before.ms.toFixed(0).padStart(9)} ms (${before.found} kept)` : '      not run (minutes)'
    }`,
  );
}
