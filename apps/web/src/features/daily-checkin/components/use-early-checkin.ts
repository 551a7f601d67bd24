import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { adoptEarlyCheckin, type AdoptedCheckin, type EarlyAction } from '@/lib/early-checkin';

/**
 * The app's side of the check-in the document showed before the app ran (decision 1070). At the app's
 * start, `adopt()` says whether there was one: if it is still on screen, the app opens its own, and in the
 * commit that puts it there the early one leaves the page, so there is never none and never two. Every tap
 * the early dialog took is replayed once, in order, as the app's own (`replay`): a claim as the app's
 * claim, which takes the answer of the request the early dialog sent; a close as the app's close.
 */
export function useEarlyCheckin(open: boolean, replay: (action: EarlyAction) => void) {
  const [adopted, setAdopted] = useState<AdoptedCheckin | null>(null);
  /** The app's dialog stands in for the early one: no entrance of its own. */
  const [still, setStill] = useState(false);
  /** A claim tapped early is on its way: the app's dialog shows it taken from its first frame. */
  const [claimTaken, setClaimTaken] = useState(false);

  const replayRef = useRef(replay);
  useLayoutEffect(() => {
    replayRef.current = replay;
  });
  const run = useCallback((actions: EarlyAction[]) => {
    for (const action of actions) {
      if (action === 'claim') setClaimTaken(true);
      replayRef.current(action);
    }
  }, []);

  useLayoutEffect(() => {
    if (!adopted || !open) return;
    setAdopted(null);
    run(adopted.release());
  }, [adopted, open, run]);
  useLayoutEffect(() => {
    if (!open) setStill(false);
  }, [open]);

  /** Whether the document showed the check-in; 'open' when the app must open its own in its place. */
  const adopt = (): 'open' | 'closed' | null => {
    const early = adoptEarlyCheckin(window);
    if (!early) return null;
    if (!early.open) {
      run(early.release());
      return 'closed';
    }
    run(early.takeActions());
    setAdopted(early);
    setStill(true);
    return 'open';
  };

  return { adopt, still, claimTaken };
}
