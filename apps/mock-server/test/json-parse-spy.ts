import { afterEach, vi } from 'vitest';

// What JSON.parse is given, for tests that a body was refused without being parsed (issue 41, finding
// 2): Fastify's parser (secure-json-parse) and the proxy's check both call it.

afterEach(() => vi.restoreAllMocks());

/** Every text JSON.parse is given from now on, until the test ends. */
export function parsedTexts(): string[] {
  const texts: string[] = [];
  const parse = JSON.parse;
  vi.spyOn(JSON, 'parse').mockImplementation((text: string, reviver) => {
    texts.push(String(text));
    return parse(text, reviver) as unknown;
  });
  return texts;
}

/** `[[[…]]]` `levels` deep (2 bytes a level). */
export const nested = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;
