import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { leaveTo } from '@/lib/external-navigation';
import { queryKeys } from '@/lib/query-keys';
import { clearSession } from '@/lib/session';

/**
 * Logout (spec section 2, /profile), decision 0540. For the page that offers it (Settings):
 * 1. go to the Homepage inside the app. The session is kept until the calling page has been taken off the
 *    screen: a guarded page (Settings is one) that saw the session vanish would send the user to the
 *    landing page instead;
 * 2. then drop the reads on the way and forget every session key and the cached profile: the Homepage
 *    shows a visitor (Guest User);
 * 3. and load the Homepage afresh. The app keeps the `a` it was opened with for the whole visit (lib/auth.tsx
 *    reads the launch URL once) and could log that number in again; a fresh load also drops the previous
 *    subscriber's cached data.
 */
export function useLogout(): () => void {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const loggingOut = useRef(false);
  useEffect(
    () => () => {
      if (!loggingOut.current) return;
      // Reads still on the way are dropped first: the streak and the profile keep what they read in the
      // session, and a late answer would write the subscriber's data into the visitor's session.
      void queryClient.cancelQueries();
      clearSession();
      queryClient.removeQueries({ queryKey: queryKeys.profile });
      leaveTo(paths.home.getHref());
    },
    [queryClient],
  );
  return () => {
    loggingOut.current = true;
    void navigate(paths.home.getHref(), { replace: true });
  };
}
