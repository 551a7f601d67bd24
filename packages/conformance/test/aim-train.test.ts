import { SEEDED } from '@esr/test-support';
import { describe, expect, it } from 'vitest';
import { uncheckedOf, exitCodeOf } from '../src/report/verdict';
import { passLevels } from './support/aim-train';
import { explain, newSession, runKit } from './support/run';

// The Aim Train rule is the contract's (decision 0101): after level 25 is passed next_level is null and
// entering again is refused. A test number that has passed every level is still checked for that end.

const aimTrainOnly = { suites: ['behaviour'], scenarios: ['level-order'] } as const;
const caseOf = (report: Awaited<ReturnType<typeof runKit>>) =>
  report.cases.find((c) => c.name === 'Aim Train level order')!;

describe('the Aim Train scenario at the end of the levels', () => {
  it('checks a subscriber who passed every level: next_level null, entering again refused (exit 0, not INCOMPLETE)', async () => {
    const session = newSession();
    await passLevels(session, SEEDED.newTrial, 25);
    const report = await runKit({ session, ...aimTrainOnly });
    expect(explain(report)).toBe('');
    expect(uncheckedOf(report)).toEqual([]);
    expect(exitCodeOf(report)).toBe(0);
    const played = caseOf(report);
    expect(played.skipped).toBeUndefined();
    expect(played.notes.join('\n')).toMatch(/every level was passed before this run \(next_level null\)/);
  });

  it('passes level 25 for its reward, then finds next_level null and level 25 refused', async () => {
    const session = newSession();
    await passLevels(session, SEEDED.newTrial, 24);
    const report = await runKit({ session, ...aimTrainOnly });
    expect(explain(report)).toBe('');
    expect(exitCodeOf(report)).toBe(0);
    expect(caseOf(report).notes.join('\n')).toMatch(/level 25 passed for 170: \d+ -> \d+/);
  });
});
