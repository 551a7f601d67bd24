import { SEEDED } from '@esr/test-support';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { consoleSummary } from '../src/report/console';
import { writeReports } from '../src/report/write';
import { runConformance } from '../src/run';
import { DEVIATING_SERVERS } from '../test/support/deviations';
import { startMockServer } from '../test/support/mock-server';
import { startProxy, type Deviation } from '../test/support/proxy';

// Renders docs/screenshots/conformance-report.png: the kit's HTML report of a run against the mock
// server behind a proxy that drops a required field and spends a claim twice (what a report with
// failures looks like). npm run screenshot -w @esr/conformance

const OUT = join(import.meta.dirname, '..', '..', '..', 'docs', 'screenshots', 'conformance-report.png');

/** Several deviations in one server: requests and answers pass through each in turn. */
function combined(deviations: Deviation[]): Deviation {
  return {
    request: async (request, send) => {
      let current = request;
      for (const d of deviations) if (d.request) current = await d.request(current, send);
      return current;
    },
    answer: async (request, answer, send) => {
      let current = answer;
      for (const d of deviations) if (d.answer) current = await d.answer(request, current, send);
      return current;
    },
  };
}

const mock = await startMockServer();
const dir = await mkdtemp(join(tmpdir(), 'esr-conformance-screenshot-'));
const picked = DEVIATING_SERVERS.map((make) => make()).filter((s) =>
  ['drops a required field', 'spends a claim twice'].includes(s.name),
);
const proxy = await startProxy(mock.url, 'screenshot', combined(picked.map((s) => s.deviation)));
try {
  const report = await runConformance({
    baseUrl: proxy.url,
    msisdn: SEEDED.newTrial,
    richMsisdn: SEEDED.withStreak,
    seed: 20261124,
  });
  console.log(consoleSummary(report));
  const [html] = await writeReports(report, dir);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox'],
  });
  const page = await browser.newPage({ viewport: { width: 1280, height: 2500 } });
  await page.goto(`file://${html}`);
  await mkdir(join(OUT, '..'), { recursive: true });
  await page.screenshot({ path: OUT });
  await browser.close();
  console.log(`wrote ${OUT}`);
} finally {
  await proxy.close();
  await mock.stop();
  await rm(dir, { recursive: true, force: true });
}
