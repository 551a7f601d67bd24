import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { $api } from '@/lib/query';
import { writeSession } from '@/lib/session';

// GET /v1/user/profile: the subscriber's profile (the layout's name and avatar; the profile pages).
const base = $api.queryOptions('get', '/v1/user/profile');

export function getProfileQueryOptions() {
  return queryOptions({
    queryKey: base.queryKey,
    queryFn: async ({ signal }) => {
      const { data, error } = await api.GET('/v1/user/profile', { signal });
      if (error !== undefined || data === undefined) throw new Error(error?.message ?? 'Profile unavailable');
      writeSession('profileData', JSON.stringify(data));
      return data;
    },
  });
}

export function useProfile({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getProfileQueryOptions(), enabled });
}
