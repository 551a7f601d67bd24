// The baseline of bench/server.mjs: a bare Fastify route on the same machine, no plugins, no logger.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
const body = { success: true, data: { hello: 'world' } };
app.get('/bare', async () => body);
app.get('/healthz', async () => ({ status: 'ok' }));
await app.listen({ port: Number(process.env.PORT ?? 8106), host: '127.0.0.1' });
for (const signal of ['SIGINT', 'SIGTERM'])
  process.once(signal, () => app.close().then(() => process.exit(0)));
