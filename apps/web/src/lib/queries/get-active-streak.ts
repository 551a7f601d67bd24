import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { expectSuccess } from '@/lib/api-error';
import { $api } from '@/lib/query';
import { writeSession, writeSessionFlag } from '@/lib/session';

// GET /v1/active-streak: the streak data, kept in the session as the spec's keys (section 3).
const base = $api.queryOptions('get', '/v1/active-streak');

export const activeStreakQueryKey = base.queryKey;

export function getActiveStreakQueryOptions() {
  return queryOptions({
    queryKey: base.queryKey,
    queryFn: async ({ signal }) => {
      const { data } = await expectSuccess(api.GET('/v1/active-streak', { signal }), {
        failed: 'Failed to load the daily streak',
      });
      writeSession('activeDayData', JSON.stringify(data));
      writeSession('activeDay', data.active_day);
      if (data.gameId) writeSession('gameId', data.gameId);
      if (data.rewardClaimed) writeSessionFlag('rewardClaimed');
      return data;
    },
  });
}

export function useActiveStreak({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getActiveStreakQueryOptions(), enabled });
}
