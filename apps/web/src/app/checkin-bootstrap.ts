import { setupI18n, type Messages } from '@lingui/core';
import { SESSION_KEYS } from '@esr/sdk';
import { checkinView, checkinVariant, type CheckinStreak } from '@/features/daily-checkin/checkin-view';
import { CLAIM_BODY, CLAIM_PATH } from '@/features/daily-checkin/claim-request';
import { earlyCallsOf, startEarlyCall } from '@/lib/api-early-calls';
import { formatMessage } from '@/lib/message-format';
import { createEarlyCheckin, markCheckinVisible, type EarlyCheckin } from '@/lib/early-checkin';
import type { SessionName } from '@/lib/session';
import { readLaunchParams } from '@/lib/session-launch';
import { absoluteApiUrl, firstScreenOf } from './bootstrap';
import { SLOT_ID, SLOT_MESSAGE, SLOT_TAG, SLOT_VALUES, VARIANT_ATTRIBUTE } from './checkin-slots';

// The daily check-in before the app's scripts run (decision 1080), the document's second inline script,
// after the check-in's templates at the end of <body>. When the bootstrap's streak answer says today is
// unclaimed, it fills the template of the streak's variant (the build rendered it with the app's
// component: src/app/checkin-template.tsx) with the streak's numbers, in the page's language, and shows
// it. It takes the taps on it: Claim shows at once that it was taken and sends the app's own claim request,
// whose answer it leaves for the app (lib/api-early-calls.ts); Close and Escape close it. The app takes
// the dialog over when it renders its own (lib/early-checkin.ts). Everyone else takes today's path: a
// visitor, a refused login, a claimed day, r=1 (the spec's way to Rewards) and a session that has seen the
// check-in already (spec section 4: once per session).

/** What the script reads and changes: the window in a page, a stand-in in tests. */
export interface CheckinHost {
  document: Document;
  location: { href: string; pathname: string; search: string };
  sessionStorage: Pick<Storage, 'getItem' | 'setItem'>;
  fetch: typeof fetch;
  performance: Pick<Performance, 'mark' | 'getEntriesByName'>;
}

/** The elements of the component the taps are for (checkin-popup.tsx, components/ui/modal.tsx). */
const CLAIM = '.checkin__claim';
const CLOSE = '.modal__close, .modal__backdrop';
const PANEL = '.modal__panel';
const FOCUSABLE = 'button:not([disabled]), a[href], [tabindex]:not([tabindex="-1"])';
/** Marks the early dialog (the app's own has no such attribute). */
export const EARLY_ATTRIBUTE = 'data-early';

type StreakAnswer = { success?: unknown; data?: Partial<CheckinStreak> & { rewardClaimed?: unknown } };

/** The streak when it is one the dialog can show today, unclaimed; otherwise null. */
function unclaimedStreak(answer: unknown): CheckinStreak | null {
  const data = (answer as StreakAnswer | null)?.data;
  if ((answer as StreakAnswer | null)?.success !== true || !data || data.rewardClaimed !== false) return null;
  const { active_streak, active_day, amount_to_claim } = data;
  if (typeof active_streak !== 'number' || typeof active_day !== 'number') return null;
  return { active_streak, active_day, amount_to_claim: amount_to_claim ?? null } as CheckinStreak;
}

const valueAt = (view: unknown, path: string): unknown =>
  path.split('.').reduce<unknown>((value, key) => (value as Record<string, unknown> | null)?.[key], view);

/** The template of `streak`'s variant, filled: its slots written in the page's language. */
function filledDialog(host: CheckinHost, streak: CheckinStreak): HTMLElement | null {
  const { document } = host;
  const view = checkinView(streak);
  const template = [...document.querySelectorAll('template')].find(
    (element) => element.getAttribute(VARIANT_ATTRIBUTE) === checkinVariant(view),
  );
  // The templates are in the document's language (the build writes a document per language).
  const language = document.documentElement.lang;
  if (!template || !language) return null;
  const fragment = template.content.cloneNode(true) as DocumentFragment;
  const i18n = setupI18n({ locale: language, messages: { [language]: {} } });
  for (const slot of [...fragment.querySelectorAll(SLOT_TAG)]) {
    const id = slot.getAttribute(SLOT_ID) ?? '';
    i18n.load(language, { [id]: JSON.parse(slot.getAttribute(SLOT_MESSAGE) ?? '""') } as Messages);
    const paths = JSON.parse(slot.getAttribute(SLOT_VALUES) ?? '{}') as Record<string, string>;
    const values = Object.fromEntries(
      Object.entries(paths).map(([name, path]) => [name, valueAt(view, path) as number]),
    );
    // Written as the app writes it: '1,500 day streak', not Lingui's raw '1500'.
    slot.replaceWith(document.createTextNode(formatMessage(i18n, id, values)));
  }
  const dialog = fragment.firstElementChild as HTMLElement | null;
  dialog?.setAttribute(EARLY_ATTRIBUTE, '');
  return dialog;
}

/** Shows `dialog` and answers its taps until it is closed or the app releases it. */
function show(host: CheckinHost, state: EarlyCheckin, dialog: HTMLElement, token: string): void {
  const { document } = host;
  const body = document.body;
  const overflow = body.style.overflow;
  const before = document.activeElement as HTMLElement | null;
  const panel = dialog.querySelector<HTMLElement>(PANEL) ?? dialog;
  const focusables = () => [...panel.querySelectorAll<HTMLElement>(FOCUSABLE)];

  const end = () => {
    dialog.removeEventListener('click', onClick);
    dialog.removeEventListener('keydown', onKeyDown);
    dialog.remove();
    body.style.overflow = overflow;
    state.open = false;
  };
  const close = () => {
    state.actions.push('close');
    end();
    before?.focus?.();
  };
  const claim = (button: HTMLButtonElement) => {
    if (button.disabled) return;
    // At once: the tap was taken (the app's dialog shows a claim on its way the same way).
    button.disabled = true;
    state.actions.push('claim');
    const calls = earlyCallsOf(host);
    if (!calls) return;
    startEarlyCall(calls, host.fetch, {
      method: 'POST',
      url: absoluteApiUrl(host, CLAIM_PATH),
      authorization: `Bearer ${token}`,
      body: JSON.stringify(CLAIM_BODY),
    });
  };
  function onClick(event: Event) {
    const target = event.target as Element;
    const button = target.closest<HTMLButtonElement>(CLAIM);
    if (button) claim(button);
    else if (target.closest(CLOSE)) close();
  }
  // As the app's dialog (components/ui/modal.tsx): Escape closes, Tab stays inside.
  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape') return close();
    if (event.key !== 'Tab') return;
    const items = focusables();
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) return event.preventDefault();
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === panel)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  }

  dialog.addEventListener('click', onClick);
  dialog.addEventListener('keydown', onKeyDown);
  body.append(dialog);
  body.style.overflow = 'hidden';
  (focusables()[0] ?? panel).focus();
  host.sessionStorage.setItem(SESSION_KEYS.dailyCheckinShown, 'true');
  state.status = 'shown';
  state.open = true;
  state.release = end;
  markCheckinVisible(host.performance);
}

/**
 * Shows the check-in when the bootstrap's streak answer says today is unclaimed, unless the visit takes
 * today's path or the app has decided first. Answers its state (left on the window for the app).
 */
export function startEarlyCheckin(host: CheckinHost): { state: EarlyCheckin; done: Promise<void> } {
  const state = createEarlyCheckin(host);
  const firstScreen = firstScreenOf(host);
  const flag = (name: SessionName) => {
    try {
      return host.sessionStorage.getItem(SESSION_KEYS[name]) === 'true';
    } catch {
      return true;
    }
  };
  if (
    !firstScreen ||
    readLaunchParams(host.location.search).toRewards ||
    flag('dailyCheckinShown') ||
    flag('rewardClaimed')
  ) {
    state.status = 'skipped';
    return { state, done: Promise.resolve() };
  }
  const done = Promise.all([firstScreen.subscriber, firstScreen.streak]).then(([token, answer]) => {
    if (state.status !== 'waiting') return;
    const streak = token ? unclaimedStreak(answer) : null;
    const dialog = streak && filledDialog(host, streak);
    if (!token || !dialog) {
      state.status = 'skipped';
      return;
    }
    show(host, state, dialog, token);
  });
  return { state, done };
}
