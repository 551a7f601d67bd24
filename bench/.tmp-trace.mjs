import { chromium } from 'playwright-core';
import { startServer } from './lib.mjs';
const port = 47113;
const server = await startServer({ port });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu'] });
try {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const events = [];
  cdp.on('Tracing.dataCollected', (e) => events.push(...e.value));
  const done = new Promise((r) => cdp.once('Tracing.tracingComplete', r));
  await cdp.send('Tracing.start', { categories: 'devtools.timeline,disabled-by-default-devtools.timeline,v8.execute,blink.user_timing', transferMode: 'ReportEvents' });
  await page.goto(`http://127.0.0.1:${port}${process.argv[2] ?? '/'}?a=923005550001`);
  await page.waitForTimeout(6000);
  await cdp.send('Tracing.end');
  await done;
  const main = events.filter((e) => e.name === 'RunTask' && e.dur > 30000);
  const t0 = events.find((e) => e.name === 'navigationStart')?.ts ?? main[0]?.ts;
  for (const task of main) {
    const inside = events.filter((e) => e.tid === task.tid && e.pid === task.pid && e.ts >= task.ts && e.ts < task.ts + task.dur && e.dur > 3000 && e.name !== 'RunTask');
    const summary = inside.slice(0, 8).map((e) => `${e.name}${e.args?.data?.url ? '(' + e.args.data.url.split('/').pop() + ')' : ''}${e.args?.data?.functionName ? '[' + e.args.data.functionName + ']' : ''}:${(e.dur / 1000).toFixed(0)}`);
    console.log(((task.ts - t0) / 1000).toFixed(0).padStart(6), (task.dur / 1000).toFixed(0).padStart(5), summary.join(' | '));
  }
} finally { await browser.close(); process.exit(0); }
