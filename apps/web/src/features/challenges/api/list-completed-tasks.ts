import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { expectSuccess } from '@/lib/api-error';
import { $api } from '@/lib/query';

// listCompletedTasks: POST /v1/completed-task/get, the challenges the subscriber has claimed.
// The spec gives no failure message for /completed: this one is ours (decision 0510).
export const COMPLETED_TASKS_FAILED = 'Failed to load completed tasks';

const base = $api.queryOptions('post', '/v1/completed-task/get');

export const completedTasksQueryKey = base.queryKey;

export function getCompletedTasksQueryOptions() {
  return queryOptions({
    queryKey: base.queryKey,
    queryFn: async ({ signal }) =>
      (
        await expectSuccess(api.POST('/v1/completed-task/get', { body: {}, signal }), {
          failed: COMPLETED_TASKS_FAILED,
        })
      ).data,
  });
}

export function useCompletedTasks({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getCompletedTasksQueryOptions(), enabled });
}
