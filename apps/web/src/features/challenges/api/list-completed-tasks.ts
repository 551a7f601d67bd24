import { useQuery } from '@tanstack/react-query';
import { apiQuery, type ReadOptions } from '@/lib/api-query';
import type { MessageId } from '@/lib/i18n';
import { queryKeys } from '@/lib/query-keys';

// listCompletedTasks: POST /v1/completed-task/get, the challenges the subscriber has claimed.
// The spec gives no failure message for /completed: this one is ours (decision 0510).
export const COMPLETED_TASKS_FAILED = 'challenges.completedTasksFailed' satisfies MessageId;

export const getCompletedTasksQueryOptions = () =>
  apiQuery(queryKeys.completedTasks, {
    messages: { failed: COMPLETED_TASKS_FAILED },
    select: (answer) => answer.data,
  });

export const useCompletedTasks = (options: ReadOptions = {}) =>
  useQuery({ ...getCompletedTasksQueryOptions(), ...options });
