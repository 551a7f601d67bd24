import { buildApp } from './app';
import { loadConfig } from './config';
import { batchedStdout } from './log-stream';

const config = loadConfig();
const production = process.env.NODE_ENV === 'production';
const app = await buildApp({
  config,
  logger: {
    level: process.env.LOG_LEVEL ?? 'info',
    ...(!production && process.stdout.isTTY
      ? { transport: { target: 'pino-pretty' } }
      : { stream: batchedStdout() }),
  },
});
if (config.jwtSecretWarning) app.log.warn(`!!! ${config.jwtSecretWarning} !!!`);
app.log.info({ mockMode: config.mockMode, dataDir: config.dataDir }, 'mock server configured');

const port = Number(process.env.PORT ?? 8080);
await app.listen({ port, host: process.env.HOST ?? '0.0.0.0' });

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.log.info({ signal }, 'closing');
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
