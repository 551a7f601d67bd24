import { readFileSync } from 'node:fs';
import { vi } from 'vitest';
import type * as Load from '@esr/contract/load';
import type * as Operations from '@esr/contract/operations';

// Most tests build a fresh server (harness.ts: one per test, its own in-memory world), and reading and
// compiling the contract was most of what building one cost: over a second a test on this project's
// 2-core machine. A server process does it once; a test file now does it once per contract text (and
// compile options): the same text gives the same contract, whose validators are pure functions. Each
// caller still gets its own copy of the parsed document. Nothing else about building a server is
// shared (decision 1060).

vi.mock('@esr/contract/load', async (importOriginal) => {
  const actual = await importOriginal<typeof Load>();
  const parsed = new Map<string, ReturnType<typeof actual.parseYaml>>();
  return {
    ...actual,
    loadContract: (file = actual.contractFile) => {
      const text = readFileSync(file, 'utf8');
      if (!parsed.has(text)) parsed.set(text, actual.parseYaml(text));
      return structuredClone(parsed.get(text)!);
    },
  };
});

vi.mock('@esr/contract/operations', async (importOriginal) => {
  const actual = await importOriginal<typeof Operations>();
  const compiled = new Map<string, ReturnType<typeof actual.compileContract>>();
  return {
    ...actual,
    compileContract: (...[doc, options]: Parameters<typeof actual.compileContract>) => {
      const key = JSON.stringify([options ?? {}, doc]);
      if (!compiled.has(key)) compiled.set(key, actual.compileContract(doc, options));
      return compiled.get(key)!;
    },
  };
});
