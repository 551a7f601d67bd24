// The moment the check-in dialog is first shown in a page load, as a User Timing mark: the field figure
// `checkin-visible` (lib/field-vitals.ts reads it; docs/decisions/1080). Whoever shows the dialog first
// (the app, or an early display before the app's scripts) marks it; a second mark is never made.

export const CHECKIN_VISIBLE_MARK = 'esr:checkin-visible';

const marked = () => performance.getEntriesByName(CHECKIN_VISIBLE_MARK, 'mark').length > 0;

/** Marks the frame that paints the check-in dialog, once per page load. */
export function markCheckinVisible(): void {
  if (typeof performance === 'undefined' || typeof performance.mark !== 'function' || marked()) return;
  // The next frame is the one that paints what was just committed; a hidden tab paints nothing, and
  // marks nothing until it is shown.
  requestAnimationFrame(() => {
    if (!marked()) performance.mark(CHECKIN_VISIBLE_MARK);
  });
}
