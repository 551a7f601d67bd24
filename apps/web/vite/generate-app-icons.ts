import { mkdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { chromiumPath } from '../../../scripts/test-tools.mjs';
import { APP_ICONS, iconSvg } from './app-icons.ts';

// Draws public/icons/*.png from the logo with Chromium (the browser the tests use: no image library to
// install). Run it after the logo changes: npm run icons -w apps/web.

const webDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const logo = readFileSync(join(webDir, 'src/assets/misc/logo.svg'), 'utf8');
const browser = await chromium.launch({
  executablePath: chromiumPath(),
  args: ['--headless', '--no-sandbox'],
});
try {
  for (const icon of APP_ICONS) {
    const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size } });
    const svg = `data:image/svg+xml;base64,${Buffer.from(iconSvg(logo, icon.purpose)).toString('base64')}`;
    await page.setContent(
      `<body style="margin:0"><img src="${svg}" width="${icon.size}" height="${icon.size}" style="display:block"></body>`,
    );
    const file = join(webDir, 'public', icon.file);
    mkdirSync(dirname(file), { recursive: true });
    await page.screenshot({ path: file, omitBackground: true });
    await page.close();
    console.log(`wrote public/${icon.file} (${icon.size} px, ${icon.purpose})`);
  }
} finally {
  await browser.close();
}
