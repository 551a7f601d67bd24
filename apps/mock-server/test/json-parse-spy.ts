import { onTestFinished, vi } from 'vitest';

// What JSON.parse is given, for tests that a body was refused without being parsed (issue 41, finding
// 2): Fastify's parser (secure-json-parse) and the proxy's check both call it.

/**
 * Every text JSON.parse is given from now on, until the test ends (the spy is removed with the test:
 * the workers import this module once for all their files, so a module-level hook would serve one).
 */
export function parsedTexts(): string[] {
  const texts: string[] = [];
  const parse = JSON.parse;
  const spy = vi.spyOn(JSON, 'parse').mockImplementation((text: string, reviver) => {
    texts.push(String(text));
    return parse(text, reviver) as unknown;
  });
  onTestFinished(() => spy.mockRestore());
  return texts;
}

/** `[[[…]]]` `levels` deep (2 bytes a level). */
export const nested = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;
