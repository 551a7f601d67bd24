import { useQuery } from '@tanstack/react-query';
import { apiQuery, type ReadOptions } from '@/lib/api-query';
import { queryKeys } from '@/lib/query-keys';
import { writeSession } from '@/lib/session';

// GET /v1/user/profile: the subscriber's profile (the layout's name and avatar; the profile pages). The
// spec has no text for a failed read: screens show the server's message (serverMessage) or this one.

export const getProfileQueryOptions = () =>
  apiQuery(queryKeys.profile, {
    messages: { failed: 'common.profileUnavailable' },
    select: (profile) => {
      writeSession('profileData', JSON.stringify(profile));
      return profile;
    },
  });

export const useProfile = (options: ReadOptions = {}) =>
  useQuery({ ...getProfileQueryOptions(), ...options });
