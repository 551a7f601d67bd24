import { buildApp } from './app';
import { SHUTDOWN_GRACE_MS, loadConfig, type AppConfig } from './config';
import { batchedStdout } from './log-stream';
import { ConfigError } from './settings';

let config: AppConfig;
try {
  config = loadConfig();
} catch (error) {
  // A setting the server would have to guess at stops it before it serves anything.
  if (!(error instanceof ConfigError)) throw error;
  console.error(`mock server not started: ${error.message}`);
  process.exit(1);
}
const app = await buildApp({
  config,
  logger: {
    level: config.logLevel,
    ...(config.mockMode && process.stdout.isTTY
      ? { transport: { target: 'pino-pretty' } }
      : { stream: batchedStdout() }),
  },
});
if (config.upstream) {
  const { url, replayFile, strict } = config.upstream;
  app.log.warn(
    `proxy mode: /api is answered by ${url || `the recording ${replayFile}`} and checked against the contract${strict ? ' (strict: a breaking answer becomes a 502)' : ''}; drift at /__mock/drift`,
  );
  if (replayFile) {
    app.log.warn(
      `!!! replay mode answers every caller with the recorded answers, tokens and personal data included: for this machine only (listening on ${config.host}) !!!`,
    );
  }
}
if (config.jwtSecretWarning) app.log.warn(`!!! ${config.jwtSecretWarning} !!!`);
app.log.info(
  {
    mode: config.mockMode ? 'mock' : 'production',
    standIns: config.standIns,
    trustProxy: config.trustProxy,
    corsOrigins: config.corsOrigins,
    identityHeader: config.identityHeader || undefined,
    dataDir: config.dataDir,
    upstream: config.upstream ?? undefined,
  },
  'mock server configured',
);

// A signal always ends the process (issue 26): after SHUTDOWN_GRACE_MS at most, a second one at once.
let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (closing) process.exit(1);
    closing = true;
    app.log.info({ signal }, 'closing');
    setTimeout(() => {
      app.log.error(`requests still open ${SHUTDOWN_GRACE_MS} ms after ${signal}: exiting without them`);
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
    // server.close() ends the connections idle at that moment; a keep-alive connection whose request
    // ends later would hold the process until its keep-alive timeout.
    setInterval(() => app.server.closeIdleConnections(), 100).unref();
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}

await app.listen({ port: config.port, host: config.host });
