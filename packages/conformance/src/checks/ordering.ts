import { isObject } from '@esr/contract/schema';
import type { Exchange, Finding } from '../model';

// The orderings the contract states in words, and how the kit checks each (test/ordering.test.ts fails
// when the contract states one that is not listed here). A list checked on its own is checked on every
// 200 answer; the others need a state a scenario makes (a new completed task must come first).

export interface StatedOrdering {
  /** The contract's words. */
  stated: string;
  /** Where the kit checks it. */
  checkedBy: string;
  /** Checks a 200 answer's body; a message when the order is wrong. */
  check?: (json: unknown) => string | undefined;
}

const dataList = (json: unknown): unknown[] => (isObject(json) && Array.isArray(json.data) ? json.data : []);

/** The leaderboard, best first: scores never rise down the list, ranks never fall. */
function bestFirst(json: unknown): string | undefined {
  const entries = dataList(json).filter(isObject);
  for (let i = 1; i < entries.length; i += 1) {
    const [before, after] = [entries[i - 1]!, entries[i]!];
    if (typeof before.score === 'number' && typeof after.score === 'number' && after.score > before.score)
      return `entry ${i + 1} scores ${after.score}, above entry ${i}'s ${before.score}`;
    if (typeof before.rank === 'number' && typeof after.rank === 'number' && after.rank < before.rank)
      return `entry ${i + 1} has rank ${after.rank}, before entry ${i}'s ${before.rank}`;
  }
  return undefined;
}

export const ORDERINGS: Record<string, StatedOrdering> = {
  getLeaderboard: { stated: 'The ranking, best first.', checkedBy: 'every answer', check: bestFirst },
  listCompletedTasks: {
    stated: 'The completed tasks, newest first.',
    checkedBy: 'the game-challenge scenario: the challenge it just entered comes first',
  },
  getDailyChallenges: {
    stated: "the first item is today's",
    checkedBy: 'the daily-task scenario: it uploads to the first item, which must take today’s entry',
  },
  selectDailyGame: {
    stated: "the first item is today's challenge",
    checkedBy: 'the daily-task scenario: the first item of the answer is the challenge it then uploads to',
  },
};

export function checkOrdering(exchange: Exchange): Finding[] {
  const check = ORDERINGS[exchange.operationId]?.check;
  if (!check || exchange.response?.status !== 200) return [];
  const wrong = check(exchange.response.json);
  return wrong
    ? [
        {
          rule: 'ordering',
          severity: 'error',
          operationId: exchange.operationId,
          message: `${ORDERINGS[exchange.operationId]!.stated} but ${wrong}`,
          exchange,
        },
      ]
    : [];
}
