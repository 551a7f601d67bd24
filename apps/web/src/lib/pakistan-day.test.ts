import { pakistanMidnight } from '@esr/domain';
import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { msUntilPakistanMidnight, useOnNewPakistanDay } from './pakistan-day';

// Midnight in Pakistan is 19:00 UTC the day before (UTC+5, no daylight saving).
const MIDNIGHT = pakistanMidnight('2026-11-25');

afterEach(() => {
  vi.useRealTimers();
});

describe('msUntilPakistanMidnight', () => {
  it('counts to the next midnight in Pakistan', () => {
    expect(new Date(MIDNIGHT).toISOString()).toBe('2026-11-24T19:00:00.000Z');
    expect(msUntilPakistanMidnight(MIDNIGHT - 1000)).toBe(1000);
    expect(msUntilPakistanMidnight(MIDNIGHT)).toBe(86_400_000);
  });
});

describe('useOnNewPakistanDay', () => {
  it('calls back once at each midnight, by its timer', () => {
    vi.useFakeTimers({ now: MIDNIGHT - 5000 });
    const onNewDay = vi.fn();
    renderHook(() => useOnNewPakistanDay(onNewDay));
    vi.advanceTimersByTime(4000);
    expect(onNewDay).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1000);
    expect(onNewDay).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(86_400_000 - 1);
    expect(onNewDay).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(onNewDay).toHaveBeenCalledTimes(2);
  });

  it('notices a day that turned while the tab slept, when the page is focused or shown again', () => {
    vi.useFakeTimers({ now: MIDNIGHT - 5000 });
    const onNewDay = vi.fn();
    renderHook(() => useOnNewPakistanDay(onNewDay));
    // The clock jumps (a sleeping laptop) without the timer having fired yet.
    vi.setSystemTime(MIDNIGHT + 3_600_000);
    window.dispatchEvent(new Event('focus'));
    expect(onNewDay).toHaveBeenCalledTimes(1);
    document.dispatchEvent(new Event('visibilitychange'));
    window.dispatchEvent(new Event('focus'));
    expect(onNewDay).toHaveBeenCalledTimes(1);
    // The late timer finds the day already counted.
    vi.advanceTimersByTime(5000);
    expect(onNewDay).toHaveBeenCalledTimes(1);
  });

  it('stops when the page is gone', () => {
    vi.useFakeTimers({ now: MIDNIGHT - 5000 });
    const onNewDay = vi.fn();
    const { unmount } = renderHook(() => useOnNewPakistanDay(onNewDay));
    unmount();
    vi.advanceTimersByTime(10_000);
    window.dispatchEvent(new Event('focus'));
    expect(onNewDay).not.toHaveBeenCalled();
  });
});
