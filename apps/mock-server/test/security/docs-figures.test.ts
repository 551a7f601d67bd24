import { AIM_TRAIN_LEVEL_CREDITS, AIM_TRAIN_MAX_LEVEL, aimTrainMinPassMs } from '@esr/domain';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../../src/config';

// Issue 26, finding 14: docs/security.md said the 25 Aim Train levels pay 2,395 credits; the spec's
// table (packages/domain's) adds up to 2,460. The figures the page gives are checked against the table.

const page = readFileSync(join(repoRoot, 'docs', 'security.md'), 'utf8').replace(/\s+/g, ' ');
const number = (text: string) => Number(text.replace(/,/g, ''));
const levels = Array.from({ length: AIM_TRAIN_MAX_LEVEL }, (_, i) => i + 1);

describe('what docs/security.md says Aim Train is worth', () => {
  it("gives the level count and the credits of the spec's table", () => {
    const [, count, credits] = /(\d+) levels, ([\d,]+) credits, in 150 ms/.exec(page) ?? [];
    expect(number(count ?? '')).toBe(AIM_TRAIN_MAX_LEVEL);
    expect(number(credits ?? '')).toBe(
      levels.reduce((sum, level) => sum + AIM_TRAIN_LEVEL_CREDITS[level]!, 0),
    );
  });

  it('gives the minimum play times the server enforces', () => {
    const [, first, last, lastLevel] = /([\d.]+) s for level 1, ([\d.]+) s for level (\d+)/.exec(page) ?? [];
    expect(Number(first) * 1000).toBe(aimTrainMinPassMs(1));
    expect(Number(lastLevel)).toBe(AIM_TRAIN_MAX_LEVEL);
    expect(Number(last) * 1000).toBe(aimTrainMinPassMs(AIM_TRAIN_MAX_LEVEL));
    const [, waited] = /(\d+) s of waiting/.exec(page) ?? [];
    const total = levels.reduce((sum, level) => sum + aimTrainMinPassMs(level), 0);
    expect(Number(waited)).toBe(Math.round(total / 1000));
  });
});
