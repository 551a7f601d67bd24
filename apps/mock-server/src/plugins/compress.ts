import { negotiate } from '@fastify/accept-negotiator';
import compress from '@fastify/compress';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Smaller answers go as they are: compressing them saves less than it costs (nginx's demo compresses from 20 bytes). */
export const COMPRESS_THRESHOLD = 1024;
export type Encoding = 'br' | 'gzip';
const ENCODINGS: Encoding[] = ['br', 'gzip'];
/** Brotli quality 4: @fastify/compress's own default, about gzip's speed for a smaller result. */
const BROTLI_OPTIONS = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } };
/** Text answers: pages, JSON, the contracts (YAML), scripts, styles, SVG. */
const COMPRESSIBLE =
  /^(?:text\/(?!event-stream)[\w.+-]+|application\/(?:[\w.+-]+\+)?(?:json|yaml|javascript)|image\/svg\+xml)\s*(?:;|$)/i;

/**
 * The encoding @fastify/compress picks for a request, for answers compressed ahead of it (the answer
 * cache): the same negotiation, `*` and `x-gzip` read as gzip; none with `x-no-compression`.
 */
export function negotiatedEncoding(request: FastifyRequest): Encoding | undefined {
  const header = request.headers['accept-encoding'];
  if (header === undefined || request.headers['x-no-compression'] !== undefined) return undefined;
  return negotiate(header.toLowerCase().replace(/\*|x-gzip/g, 'gzip'), ENCODINGS) ?? undefined;
}

/** `text` compressed as @fastify/compress would compress it. */
export function compressText(encoding: Encoding, text: string): Buffer {
  return encoding === 'br' ? brotliCompressSync(text, BROTLI_OPTIONS) : gzipSync(text);
}

/**
 * br or gzip for every text answer of COMPRESS_THRESHOLD bytes or more (API answers, the docs, the
 * contracts, the stand-in pages), as the nginx demo does; an answer that already has its encoding (the
 * web app's precompressed files, the answer cache's) goes as it is. Request bodies are never inflated.
 * Registered before every route: it hooks the routes added after it.
 */
export const compressPlugin = fp(
  async (app) => {
    await app.register(compress, {
      threshold: COMPRESS_THRESHOLD,
      encodings: ENCODINGS,
      brotliOptions: BROTLI_OPTIONS,
      customTypes: COMPRESSIBLE,
      globalDecompression: false,
    });
  },
  { name: 'compress' },
);
