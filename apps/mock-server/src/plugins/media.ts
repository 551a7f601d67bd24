import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { join } from 'node:path';
import { serverRoot } from '../config';
import { UPLOADS_URL_PREFIX } from '../store/uploads';

/** The seeds' artwork (/media/seed/) and the uploaded images (/media/uploads/, every world's). */
export const mediaPlugin = fp(
  async (app) => {
    await app.register(fastifyStatic, {
      root: join(serverRoot, 'seeds', 'media'),
      prefix: '/media/seed/',
      decorateReply: false,
      maxAge: '1d',
    });
    await app.register(fastifyStatic, {
      root: app.sessions.main.uploads.dir,
      prefix: UPLOADS_URL_PREFIX,
      decorateReply: false,
      // Generated names never change content.
      immutable: true,
      maxAge: '365d',
    });
  },
  { name: 'media', dependencies: ['sessions'] },
);
