import { writeFileSync } from 'node:fs';
import { startServer } from './lib.mjs';
import { CHROMIUM, CHROME_FLAGS } from './lighthouse.mjs';
const port = 47111;
const server = await startServer({ port });
const { default: lighthouse } = await import('lighthouse');
const { launch } = await import('chrome-launcher');
const path = process.argv[2] ?? '/';
const chrome = await launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS });
try {
  const { lhr } = await lighthouse(`http://127.0.0.1:${port}${path}?a=923005550001`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  writeFileSync('/tmp/lh/lhr.json', JSON.stringify(lhr));
  const a = (id) => lhr.audits[id];
  console.log('score', lhr.categories.performance.score, 'bench', lhr.environment.benchmarkIndex);
  for (const id of ['first-contentful-paint','largest-contentful-paint','total-blocking-time','speed-index','interactive']) console.log(id, a(id).numericValue);
  const m = a('metrics').details.items[0];
  console.log('observed', { fcp: m.observedFirstContentfulPaint, lcp: m.observedLargestContentfulPaint, load: m.observedLoad, dcl: m.observedDomContentLoaded });
  for (const r of a('network-requests').details.items) console.log(Math.round(r.networkRequestTime), Math.round(r.networkEndTime), r.transferSize, r.resourceType, r.priority, r.url.replace(/^http:\/\/127.0.0.1:\d+/, ''));
  console.log('LCP el', JSON.stringify(a('largest-contentful-paint-element').details?.items?.[0]?.items?.[0]?.node?.snippet));
  console.log('lcp phases', JSON.stringify(a('largest-contentful-paint-element').details?.items?.[1]?.items));
  for (const t of a('bootup-time').details.items.slice(0,6)) console.log('bootup', Math.round(t.total), Math.round(t.scripting), t.url.replace(/^http:\/\/127.0.0.1:\d+/, ''));
  for (const t of a('long-tasks')?.details?.items?.slice(0,10) ?? []) console.log('long', Math.round(t.startTime), Math.round(t.duration), t.url?.replace(/^http:\/\/127.0.0.1:\d+/, ''));
} finally { await chrome.kill(); server.stop ? await server.stop() : server.kill?.(); process.exit(0); }
