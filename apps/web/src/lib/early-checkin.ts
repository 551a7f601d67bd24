// The daily check-in shown before the app's scripts run (decision 1080): the document's check-in script
// (src/app/checkin-bootstrap.ts) shows the dialog from the streak the bootstrap read at parse, takes the
// taps on it, and leaves here what it did. The app takes the dialog over when it renders its own
// (features/daily-checkin): it releases the early one in the same commit and replays its taps, as Angular's
// event replay does. Nothing else is shared between the two: the claim itself is an early call
// (lib/api-early-calls.ts), whose answer the app's own request takes.

/** What a tap on the early dialog asked for, in the order it came. */
export type EarlyAction = 'claim' | 'close';

/** The window property the check-in script leaves its state on. */
export const EARLY_CHECKIN_PROPERTY = '__esrCheckin';

/** The performance mark of the moment the check-in becomes visible, once per page load (either side). */
export const CHECKIN_VISIBLE_MARK = 'esr:checkin-visible';

/**
 * The check-in script's state. `waiting` until it has decided; `shown` once its dialog is on screen (it may
 * have been closed since); `skipped` when the visit takes today's path (a visitor, a refused login, a
 * claimed day, r=1, a session that saw the check-in); `taken` when the app decided first.
 */
export interface EarlyCheckin {
  status: 'waiting' | 'shown' | 'skipped' | 'taken';
  /** Whether the early dialog is still on screen. */
  open: boolean;
  /** The taps the app has not replayed yet. */
  actions: EarlyAction[];
  /** Takes the early dialog off the page and stops its handlers; from then on the app's dialog answers. */
  release: () => void;
}

type Holder = { [EARLY_CHECKIN_PROPERTY]?: EarlyCheckin };

export function earlyCheckinOf(holder: object): EarlyCheckin | undefined {
  return (holder as Holder)[EARLY_CHECKIN_PROPERTY];
}

/** The script's side: its state, on the window, before it waits for anything. */
export function createEarlyCheckin(holder: object): EarlyCheckin {
  const state: EarlyCheckin = { status: 'waiting', open: false, actions: [], release: () => undefined };
  (holder as Holder)[EARLY_CHECKIN_PROPERTY] = state;
  return state;
}

/** What the app took over: the early dialog's taps so far, and the way to end it. */
export interface AdoptedCheckin {
  /** Whether the early dialog is still on screen (the app opens its own in its place). */
  readonly open: boolean;
  /** The taps not replayed yet; each is answered once. */
  takeActions: () => EarlyAction[];
  /** Ends the early dialog (the app's is on screen now) and answers the taps not replayed yet. */
  release: () => EarlyAction[];
}

/**
 * The app's side, when it decides whether to open the check-in: the early dialog to take over, or null
 * when none was shown, in which case the script will not show one any more (the app decides alone).
 */
export function adoptEarlyCheckin(holder: object): AdoptedCheckin | null {
  const early = earlyCheckinOf(holder);
  if (!early) return null;
  if (early.status === 'waiting') early.status = 'taken';
  if (early.status !== 'shown') return null;
  const takeActions = () => early.actions.splice(0);
  return {
    open: early.open,
    takeActions,
    release: () => {
      early.release();
      return takeActions();
    },
  };
}

/** Marks the check-in visible, once per page load, whichever side showed it first. */
export function markCheckinVisible(perf: Pick<Performance, 'mark' | 'getEntriesByName'> = performance): void {
  if (perf.getEntriesByName(CHECKIN_VISIBLE_MARK, 'mark').length > 0) return;
  perf.mark(CHECKIN_VISIBLE_MARK);
}
