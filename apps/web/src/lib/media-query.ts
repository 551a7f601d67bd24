import { useCallback, useSyncExternalStore } from 'react';
import { WIDE_LAYOUT_MIN_WIDTH } from '@/config/layout';
import { useHydrated } from '@/lib/hydration';

/** Whether a CSS media query matches now; follows changes. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window.matchMedia !== 'function') return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => (typeof window.matchMedia === 'function' ? window.matchMedia(query).matches : false),
    () => false,
  );
}

export const WIDE_LAYOUT_QUERY = `(min-width: ${WIDE_LAYOUT_MIN_WIDTH}px)`;

/**
 * True from 768 px on: the side navigation instead of the header and drawer (spec section 2). Null while
 * the prerendered HTML hydrates: the build knew no viewport, so it wrote both and CSS shows one.
 */
export function useIsWideLayout(): boolean | null {
  const wide = useMediaQuery(WIDE_LAYOUT_QUERY);
  return useHydrated() ? wide : null;
}
