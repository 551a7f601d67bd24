import { writeFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { startServer } from './lib.mjs';
const port = 47112;
const server = await startServer({ port });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu'] });
try {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await page.goto(`http://127.0.0.1:${port}${process.argv[2] ?? '/'}?a=923005550001`);
  await page.waitForTimeout(6000);
  const { profile } = await cdp.send('Profiler.stop');
  writeFileSync('/tmp/prof/p.cpuprofile', JSON.stringify(profile));
  // self time by function
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map();
  const dt = profile.timeDeltas; 
  profile.samples.forEach((id, i) => { const n = byId.get(id); const key = `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.split('/').pop()}:${n.callFrame.lineNumber}`; self.set(key, (self.get(key) ?? 0) + (dt[i] ?? 0)); });
  const top = [...self].sort((a, b) => b[1] - a[1]).slice(0, 30);
  for (const [k, v] of top) console.log((v / 1000).toFixed(1).padStart(8), k);
} finally { await browser.close(); await server.stop?.(); process.exit(0); }
