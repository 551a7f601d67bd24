import { runCase, skippedCase, type CaseRecorder, type RunEnv } from '../../context';
import type { CaseResult, RuleId } from '../../model';
import { aimTrainScenario } from './aim-train';
import { challengeScenario } from './challenge';
import { checkinScenario } from './checkin';
import { dailyTaskScenario } from './daily-task';
import { redeemScenario } from './redeem';
import { tournamentScenario } from './tournament';

// Behaviour: the spec's flows as stateful scenarios against one subscriber (the redeem scenario against
// --rich-msisdn when given). Each writes, so --read-only skips them all.

/** Each scenario with the rule it exists to exercise (a scenario that cannot run leaves it unchecked). */
const SCENARIOS: [string, (c: CaseRecorder, env: RunEnv) => Promise<void>, RuleId][] = [
  ['check-in once a day', checkinScenario, 'checkin-once'],
  ["daily task: select a game, upload today's screenshot", dailyTaskScenario, 'daily-task'],
  ['game challenge: an entry credits its prize once', challengeScenario, 'game-challenge'],
  ['redeem then claim spends once (twenty claims at once)', redeemScenario, 'spend-once'],
  ['tournament registration rules', tournamentScenario, 'registration-rules'],
  ['Aim Train level order', aimTrainScenario, 'level-order'],
];

export async function behaviourSuite(env: RunEnv): Promise<CaseResult[]> {
  const cases: CaseResult[] = [];
  for (const [name, scenario, rule] of SCENARIOS) {
    cases.push(
      env.settings.readOnly
        ? skippedCase('behaviour', name, 'read-only: the scenario changes state')
        : await runCase(env, 'behaviour', name, (c) => scenario(c, env), rule),
    );
  }
  return cases;
}
