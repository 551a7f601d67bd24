// Builds dist/: the loader (one classic IIFE script holding the game), the level pack (data file),
// the two placeholder files react-unity-webgl needs URLs for, and demo.html for manual play.
// `--watch` rebuilds on change and serves dist/ for the demo page.
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'dist');
const watch = process.argv.includes('--watch');
const port = Number(process.env.PORT) || 5190;

// Node loads the TypeScript sources through esbuild so the data file comes from the one level table.
async function loadSource(entry) {
  const out = await esbuild.build({
    entryPoints: [join(root, entry)],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'neutral',
  });
  const code = out.outputFiles[0].text;
  return import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`);
}

async function writeStaticFiles() {
  const { AIM_TRAIN_BUILD } = await loadSource('src/build-files.ts');
  const { AIM_TRAIN_LEVELS } = await loadSource('src/levels.ts');
  const { createLevelPack } = await loadSource('src/level-pack.ts');
  const placeholder = (kind) =>
    `/* Aim Train HTML5 build: no ${kind} file is needed; the game lives in ${AIM_TRAIN_BUILD.loaderFile}. ` +
    `This file exists so the Unity-shaped URL resolves. */\n`;
  await writeFile(join(dist, AIM_TRAIN_BUILD.dataFile), JSON.stringify(createLevelPack(AIM_TRAIN_LEVELS)));
  await writeFile(join(dist, AIM_TRAIN_BUILD.frameworkFile), placeholder('framework'));
  await writeFile(join(dist, AIM_TRAIN_BUILD.codeFile), placeholder('code'));
  await writeFile(join(dist, 'demo.html'), demoPage(AIM_TRAIN_BUILD));
  return AIM_TRAIN_BUILD;
}

// Named demo.html, not index.html: dist/ is copied to the web app's /aim-train/, and an index.html
// there would shadow the app's /aim-train route on static hosts.
function demoPage(build) {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">
<title>Aim Train demo</title>
<style>
  html, body { margin: 0; height: 100%; background: #000; color: #fff; font: 14px system-ui, sans-serif; }
  #game { display: block; width: 100vw; height: 100vh; height: 100dvh; }
  #log { position: fixed; left: 8px; bottom: 8px; opacity: .75; pointer-events: none; }
</style>
</head>
<body>
<canvas id="game"></canvas>
<div id="log"></div>
<script>
  // Stands in for react-unity-webgl: same global, same calls. Query: ?level=1..25&seed=...&sound=1
  var query = new URLSearchParams(location.search);
  var log = document.getElementById('log');
  window.dispatchReactUnityEvent = function (name) {
    var params = Array.prototype.slice.call(arguments, 1);
    log.textContent = name + '(' + params.join(', ') + ')';
    window.lastAimTrainEvent = { name: name, params: params };
  };
  var script = document.createElement('script');
  script.src = ${JSON.stringify(build.loaderFile)};
  script.onload = function () {
    window.createUnityInstance(document.getElementById('game'), {
      dataUrl: ${JSON.stringify(build.dataFile)},
      frameworkUrl: ${JSON.stringify(build.frameworkFile)},
      codeUrl: ${JSON.stringify(build.codeFile)},
      seed: query.get('seed') || undefined,
      sound: query.get('sound') === '1',
    }, function (p) { log.textContent = p === 1 ? 'Ready' : 'Loading ' + Math.round(p * 100) + '%'; })
      .then(function (instance) {
        window.aimTrainInstance = instance;
        if (query.get('wait') === '1') return;
        setTimeout(function () {
          instance.SendMessage('GameManager', 'SetLevel', Number(query.get('level') || 1));
        }, 500);
      })
      .catch(function (error) { log.textContent = 'Game Error: ' + error.message; });
  };
  document.body.appendChild(script);
</script>
</body>
</html>
`;
}

const options = {
  entryPoints: [join(root, 'src/loader.ts')],
  outfile: join(dist, 'aim-train.loader.js'),
  bundle: true,
  format: 'iife',
  platform: 'browser',
  target: ['es2019'],
  minify: true,
  sourcemap: watch ? 'inline' : false,
  legalComments: 'none',
  logLevel: 'info',
};

await rm(dist, { recursive: true, force: true });
await mkdir(dist, { recursive: true });
const build = await writeStaticFiles();

if (watch) {
  const ctx = await esbuild.context(options);
  await ctx.watch();
  const { hosts } = await ctx.serve({ servedir: dist, port });
  console.log(`Aim Train demo: http://${hosts[0] ?? 'localhost'}:${port}/demo.html?level=1`);
} else {
  await esbuild.build(options);
  console.log(`Aim Train build written to ${dist} (${build.loaderFile}, ${build.dataFile})`);
}
