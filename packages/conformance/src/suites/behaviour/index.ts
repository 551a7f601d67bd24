import { runCase, skippedCase, type CaseRecorder, type RunEnv } from '../../context';
import type { CaseResult } from '../../model';
import { aimTrainScenario } from './aim-train';
import { challengeScenario } from './challenge';
import { checkinScenario } from './checkin';
import { dailyTaskScenario } from './daily-task';
import { redeemScenario } from './redeem';
import { tournamentScenario } from './tournament';

// Behaviour: the spec's flows as stateful scenarios against one subscriber (the redeem scenario against
// --rich-msisdn when given). Each writes, so --read-only skips them all.

const SCENARIOS: [string, (c: CaseRecorder, env: RunEnv) => Promise<void>][] = [
  ['check-in once a day', checkinScenario],
  ["daily task: select a game, upload today's screenshot", dailyTaskScenario],
  ['game challenge: an entry credits its prize once', challengeScenario],
  ['redeem then claim spends once (twenty claims at once)', redeemScenario],
  ['tournament registration rules', tournamentScenario],
  ['Aim Train level order', aimTrainScenario],
];

export async function behaviourSuite(env: RunEnv): Promise<CaseResult[]> {
  const cases: CaseResult[] = [];
  for (const [name, scenario] of SCENARIOS) {
    cases.push(
      env.settings.readOnly
        ? skippedCase('behaviour', name, 'read-only: the scenario changes state')
        : await runCase(env, 'behaviour', name, (c) => scenario(c, env)),
    );
  }
  return cases;
}
