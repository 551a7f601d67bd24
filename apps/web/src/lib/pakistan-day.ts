import { nextPakistanMidnight, pakistanDateKey } from '@esr/domain';
import { useEffect, useRef } from 'react';

// The subscribers' day turns at midnight in Pakistan (streak days follow it: @esr/domain). A tab left
// open overnight must notice, whether its timer fires on time or the tab was asleep: a timer set for the
// next midnight, and a look at the clock whenever the page is shown or focused again.

/** Milliseconds from `now` to the next midnight in Pakistan (UTC+5 all year, no daylight saving). */
export function msUntilPakistanMidnight(now: number): number {
  return nextPakistanMidnight(now) - now;
}

/** Calls `onNewDay` each time the calendar day in Pakistan changes while the page is open. */
export function useOnNewPakistanDay(onNewDay: () => void): void {
  const callback = useRef(onNewDay);
  useEffect(() => {
    callback.current = onNewDay;
  });

  useEffect(() => {
    let day = pakistanDateKey(Date.now());
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = () => {
      const today = pakistanDateKey(Date.now());
      if (today === day) return;
      day = today;
      callback.current();
    };
    // Re-armed after every firing: a timer that fires early (or a clock that was moved) just waits again.
    const arm = () => {
      timer = setTimeout(() => {
        check();
        arm();
      }, msUntilPakistanMidnight(Date.now()));
    };
    const onShown = () => {
      if (document.visibilityState === 'visible') check();
    };
    arm();
    document.addEventListener('visibilitychange', onShown);
    window.addEventListener('focus', check);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onShown);
      window.removeEventListener('focus', check);
    };
  }, []);
}
