import type { Schemas } from '@esr/sdk';
import { useQuery } from '@tanstack/react-query';
import { apiQuery, type ReadOptions } from '@/lib/api-query';
import { queryKeys } from '@/lib/query-keys';
import { writeSession, writeSessionFlag } from '@/lib/session';

// GET /v1/active-streak: the streak data, kept in the session as the spec's keys (section 3). The spec has
// no text for a failed read: ours ('common.streakUnavailable'). Every answer's rewardClaimed replaces the
// session's flag, either way: a flag a failed claim set (spec section 4) lasts only until the streak is
// fetched again, so a reload or a reopened check-in shows the server's state (issue 39).

function keepInSession(data: Schemas['StreakData']): Schemas['StreakData'] {
  writeSession('activeDayData', JSON.stringify(data));
  writeSession('activeDay', data.active_day);
  if (data.gameId) writeSession('gameId', data.gameId);
  writeSessionFlag('rewardClaimed', data.rewardClaimed === true);
  return data;
}

export const getActiveStreakQueryOptions = () =>
  apiQuery(queryKeys.activeStreak, {
    messages: { failed: 'common.streakUnavailable' },
    select: (answer) => keepInSession(answer.data),
  });

export const useActiveStreak = (options: ReadOptions = {}) =>
  useQuery({ ...getActiveStreakQueryOptions(), ...options });
