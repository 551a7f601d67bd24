import { runCase, skippedCase, type CaseRecorder, type RunEnv } from '../../context';
import { SCENARIO_RULES, type CaseResult, type ScenarioRule } from '../../model';
import { aimTrainScenario } from './aim-train';
import { challengeScenario } from './challenge';
import { checkinScenario } from './checkin';
import { dailyTaskScenario } from './daily-task';
import { redeemScenario } from './redeem';
import { tournamentScenario } from './tournament';

// Behaviour: the spec's flows as stateful scenarios against one subscriber (the redeem scenario against
// --rich-msisdn when given). Each writes, so --read-only skips them all.

/** Each scenario by the rule it exists to exercise (a scenario that cannot run leaves it unchecked). */
const SCENARIOS: Record<ScenarioRule, [string, (c: CaseRecorder, env: RunEnv) => Promise<void>]> = {
  'checkin-once': ['check-in once a day', checkinScenario],
  'daily-task': ["daily task: select a game, upload today's screenshot", dailyTaskScenario],
  'game-challenge': ['game challenge: an entry credits its prize once', challengeScenario],
  'spend-once': ['redeem then claim spends once (twenty claims at once)', redeemScenario],
  'registration-rules': ['tournament registration rules', tournamentScenario],
  'level-order': ['Aim Train level order', aimTrainScenario],
};

export async function behaviourSuite(env: RunEnv): Promise<CaseResult[]> {
  const cases: CaseResult[] = [];
  const chosen = env.settings.scenarios ?? SCENARIO_RULES;
  for (const rule of SCENARIO_RULES.filter((r) => chosen.includes(r))) {
    const [name, scenario] = SCENARIOS[rule];
    cases.push(
      env.settings.readOnly
        ? skippedCase('behaviour', name, 'read-only: the scenario changes state')
        : await runCase(env, 'behaviour', name, (c) => scenario(c, env), rule),
    );
  }
  return cases;
}
