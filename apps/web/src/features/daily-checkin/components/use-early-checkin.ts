import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { adoptEarlyCheckin, earlyCheckinOf, type EarlyAction } from '@/lib/early-checkin';

/**
 * The app's side of the check-in the document showed before the app ran (decision 1080).
 * - `shownEarly()`, in the render that decides the app's start: whether the document showed it, and if it
 *   is still on screen, that the app's own takes its place as it is (no entrance; a claim on its way shows
 *   taken). A read only: a render may be thrown away.
 * - In the commit of that render the early dialog leaves the page (`started`), so there is never none and
 *   never two, even when the document showed it while that render was under way.
 * - After it, every tap the early dialog took is replayed once, in order, as the app's own (`replay`): a
 *   claim as the app's claim, which takes the answer of the request the early dialog sent; a close as the
 *   app's close.
 */
export function useEarlyCheckin({
  started,
  open,
  replay,
}: {
  started: boolean;
  open: boolean;
  replay: (action: EarlyAction) => void;
}) {
  const [adopted, setAdopted] = useState<{ still: boolean; claimTaken: boolean } | null>(null);
  const taps = useRef<EarlyAction[] | null>(null);
  const replayRef = useRef(replay);

  const shownEarly = (): 'open' | 'closed' | null => {
    const early = earlyCheckinOf(window);
    if (early?.status !== 'shown') return null;
    setAdopted({ still: early.open, claimTaken: early.actions.includes('claim') });
    return early.open ? 'open' : 'closed';
  };

  // No state changes here: a render forced from a layout effect would hold this frame's paint.
  useLayoutEffect(() => {
    replayRef.current = replay;
    if (!started || taps.current) return;
    const early = adoptEarlyCheckin(window);
    taps.current = early ? early.release() : [];
  });
  useEffect(() => {
    const actions = taps.current?.splice(0) ?? [];
    for (const action of actions) replayRef.current(action);
  });
  useEffect(() => {
    if (!open) setAdopted((current) => (current?.still ? { ...current, still: false } : current));
  }, [open]);

  return { shownEarly, still: adopted?.still ?? false, claimTaken: adopted?.claimTaken ?? false };
}
