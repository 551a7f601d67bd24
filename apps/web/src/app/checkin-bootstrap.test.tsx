import { SESSION_KEYS, type Schemas } from '@esr/sdk';
import type { Language } from '@esr/domain';
import { cleanup, render } from '@testing-library/react';
import { serializeOuter } from 'parse5';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { env } from '@/config/env';
import { CheckinPopup } from '@/features/daily-checkin/components/checkin-popup';
import { createEarlyCalls, earlyCallsOf, signatureOf } from '@/lib/api-early-calls';
import { CHECKIN_VISIBLE_MARK, type EarlyCheckin } from '@/lib/early-checkin';
import { loadLanguage } from '@/lib/i18n';
import type { SessionName } from '@/lib/session';
import { checkinTemplateElements } from '../../vite/checkin-template';
import { FIRST_SCREEN_PROPERTY, type FirstScreen } from './bootstrap';
import { EARLY_ATTRIBUTE, startEarlyCheckin, type CheckinHost } from './checkin-bootstrap';
import { renderCheckinTemplates } from './checkin-template';

// The document's check-in script (decision 1080) against a page with the build's templates: whom it shows
// the dialog to, what the dialog says (exactly what the app's component renders for the same streak), and
// what a tap on it does before the app runs. The app's side of the handover is in early-checkin.test.tsx.

const ORIGIN = 'https://portal.example';
const TOKEN = 'issued-token';

type Streak = Schemas['StreakData'];
const streakOf = (fields: Partial<Streak> = {}): Streak => ({
  active_streak: 3,
  streak_to_claim: 4,
  amount_to_claim: 30,
  rewardClaimed: false,
  gameId: null,
  active_day: 4,
  ...fields,
});

const templates: Partial<Record<Language, string>> = {};
async function templatesIn(language: Language): Promise<string> {
  templates[language] ??= checkinTemplateElements(await renderCheckinTemplates(language))
    .map((element) => serializeOuter(element))
    .join('');
  return templates[language];
}

interface Page {
  host: CheckinHost & Record<string, unknown>;
  sent: { url: string; init?: RequestInit }[];
  stored: Map<string, string>;
  state: EarlyCheckin;
  done: Promise<void>;
}

/** A page at `address` in `language`, its bootstrap having answered `subscriber` and `answer`. */
async function page({
  address = '/?a=923005550001',
  language = 'en',
  subscriber = TOKEN,
  answer = { success: true, data: streakOf() },
  session = {},
}: {
  address?: string;
  language?: Language;
  subscriber?: string | null;
  answer?: unknown;
  session?: Partial<Record<SessionName, string>>;
} = {}): Promise<Page> {
  document.documentElement.lang = language;
  document.body.innerHTML = `<div id="root"><main>page</main></div>${await templatesIn(language)}`;
  const url = new URL(address, ORIGIN);
  const stored = new Map<string, string>(
    Object.entries(session).map(([name, value]) => [SESSION_KEYS[name as SessionName], value]),
  );
  const sent: Page['sent'] = [];
  const host: Page['host'] = {
    document,
    location: { href: url.href, pathname: url.pathname, search: url.search },
    sessionStorage: {
      getItem: (key) => stored.get(key) ?? null,
      setItem: (key, value) => void stored.set(key, value),
    },
    fetch: (input, init) => {
      sent.push({ url: String(input), init });
      return new Promise<Response>(() => undefined);
    },
    performance: createPerformance(),
  };
  createEarlyCalls(host);
  const firstScreen: FirstScreen = {
    subscriber: Promise.resolve(subscriber),
    streak: Promise.resolve(answer),
  };
  host[FIRST_SCREEN_PROPERTY] = firstScreen;
  const { state, done } = startEarlyCheckin(host);
  await done;
  return { host, sent, stored, state, done };
}

function createPerformance(): CheckinHost['performance'] {
  const marks: string[] = [];
  return {
    mark: (name: string) => {
      marks.push(name);
      return {} as PerformanceMark;
    },
    getEntriesByName: (name: string) =>
      marks.filter((mark) => mark === name).map(() => ({}) as PerformanceEntry),
  };
}

const earlyDialog = () => document.querySelector<HTMLElement>(`[${EARLY_ATTRIBUTE}]`);
const claimButton = () => earlyDialog()!.querySelector<HTMLButtonElement>('.checkin__claim')!;

beforeEach(() => {
  document.body.style.overflow = '';
});

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

describe('the check-in before the app runs: whom it is shown to', () => {
  it('shows the dialog when the streak answer says today is unclaimed, once per session', async () => {
    const { state, stored, host } = await page();
    expect(earlyDialog()).not.toBeNull();
    expect(earlyDialog()!.querySelector('[role="dialog"]')?.getAttribute('aria-modal')).toBe('true');
    expect(state).toMatchObject({ status: 'shown', open: true, actions: [] });
    expect(stored.get(SESSION_KEYS.dailyCheckinShown)).toBe('true');
    expect(document.body.style.overflow).toBe('hidden');
    expect(document.activeElement).toBe(earlyDialog()!.querySelector('.modal__close'));
    expect(host.performance.getEntriesByName(CHECKIN_VISIBLE_MARK)).toHaveLength(1);
  });

  it.each([
    ['a visitor (no token)', { subscriber: null, answer: null }],
    ['a refused login (no token, no streak read)', { subscriber: null, answer: null }],
    ['a claimed day', { answer: { success: true, data: streakOf({ rewardClaimed: true }) } }],
    ['a failed streak read', { answer: null }],
    ['a streak answer without success', { answer: { success: false, data: streakOf() } }],
    ['r=1 (to Rewards)', { address: '/?a=923005550001&r=1' }],
    ['a session that has seen the check-in', { session: { dailyCheckinShown: 'true' } }],
    ['a session whose claim was refused', { session: { rewardClaimed: 'true' } }],
  ] as const)('takes today’s path for %s: nothing shown, the app decides', async (_case, setup) => {
    const { state, stored, host } = await page(setup);
    expect(earlyDialog()).toBeNull();
    expect(state.status).toBe('skipped');
    const seen = 'session' in setup ? setup.session : {};
    expect(stored.get(SESSION_KEYS.dailyCheckinShown)).toBe(
      'dailyCheckinShown' in seen ? seen.dailyCheckinShown : undefined,
    );
    expect(host.performance.getEntriesByName(CHECKIN_VISIBLE_MARK)).toHaveLength(0);
  });

  it('shows nothing when the app has decided first', async () => {
    document.body.innerHTML = await templatesIn('en');
    let answer: (value: unknown) => void = () => undefined;
    const host = {
      document,
      location: { href: `${ORIGIN}/`, pathname: '/', search: '' },
      sessionStorage: { getItem: () => null, setItem: () => undefined },
      fetch: () => new Promise<Response>(() => undefined),
      performance: createPerformance(),
      [FIRST_SCREEN_PROPERTY]: {
        subscriber: Promise.resolve(TOKEN),
        streak: new Promise((resolve) => (answer = resolve)),
      } satisfies FirstScreen,
    };
    const { state, done } = startEarlyCheckin(host);
    state.status = 'taken';
    answer({ success: true, data: streakOf() });
    await done;
    expect(earlyDialog()).toBeNull();
  });
});

describe('the early dialog is the app’s own dialog', () => {
  const STREAKS = [
    streakOf({ active_streak: 0, active_day: 1, amount_to_claim: 15 }),
    streakOf({ active_streak: 1, active_day: 2, amount_to_claim: 20 }),
    streakOf({ active_streak: 3, active_day: 4, amount_to_claim: 30 }),
    streakOf({ active_streak: 0, active_day: 9, amount_to_claim: 55 }),
    streakOf({ active_streak: 120, active_day: 121, amount_to_claim: 6005 }),
    // Numbers past 999, grouped as the app groups them in each language ('1,500 day streak').
    streakOf({ active_streak: 1499, active_day: 1500, amount_to_claim: 12500 }),
    // A backend's answer the spec leaves open: a streak on day 1, and no amount (the schedule's then).
    streakOf({ active_streak: 5, active_day: 1, amount_to_claim: 0 }),
  ];
  /**
   * The dialog's markup, attributes in one order (React's client sets an image's src last), ids aside (each
   * render has its own), and the early dialog's mark.
   */
  const markupOf = (node: Node): string => {
    if (!(node instanceof Element)) return node.textContent ?? '';
    const attributes = [...node.attributes]
      .filter((attribute) => attribute.name !== EARLY_ATTRIBUTE)
      .map(({ name, value }) => `${name}="${name === 'id' || name === 'aria-labelledby' ? 'id' : value}"`)
      .sort();
    const children = [...node.childNodes].map(markupOf).join('');
    return `<${node.tagName.toLowerCase()} ${attributes.join(' ')}>${children}</${node.tagName.toLowerCase()}>`;
  };

  it.each(['en', 'ur'] as const)(
    'in %s: the same markup and words as the component renders',
    async (language) => {
      for (const streak of STREAKS) {
        await page({ language, answer: { success: true, data: streak } });
        const early = markupOf(earlyDialog()!);
        earlyDialog()!.remove();
        await loadLanguage(language);
        render(
          <CheckinPopup
            open
            streak={streak}
            rewardClaimed={false}
            claiming={false}
            onClaim={() => undefined}
            onClose={() => undefined}
          />,
        );
        expect(early, JSON.stringify(streak)).toBe(markupOf(document.querySelector('.modal')!));
        cleanup();
      }
      await loadLanguage('en');
    },
  );
});

describe('taps before the app runs', () => {
  it('Claim shows at once that it was taken and sends the app’s own claim, once, its answer left for the app', async () => {
    const { host, sent, state } = await page();
    claimButton().click();
    expect(claimButton().disabled).toBe(true);
    claimButton().click();
    expect(state.actions).toEqual(['claim']);
    expect(sent).toHaveLength(1);
    const url = `${ORIGIN}${env.VITE_API_BASE_URL}/v1/update-daily-streak`;
    expect(sent[0]).toMatchObject({ url, init: { method: 'POST', body: '{}' } });
    expect(new Headers(sent[0]!.init?.headers).get('Authorization')).toBe(`Bearer ${TOKEN}`);
    const signature = signatureOf({ method: 'POST', url, authorization: `Bearer ${TOKEN}`, body: '{}' });
    expect(earlyCallsOf(host)?.has(signature)).toBe(true);
  });

  it.each([
    ['its close button', () => earlyDialog()!.querySelector<HTMLElement>('.modal__close')!.click()],
    ['the backdrop', () => earlyDialog()!.querySelector<HTMLElement>('.modal__backdrop')!.click()],
    [
      'Escape',
      () =>
        earlyDialog()!
          .querySelector('[role="dialog"]')!
          .dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true })),
    ],
  ])('%s closes it, and the close waits for the app', async (_how, close) => {
    const { state, sent } = await page();
    close();
    expect(earlyDialog()).toBeNull();
    expect(state).toMatchObject({ open: false, actions: ['close'] });
    expect(document.body.style.overflow).toBe('');
    expect(sent).toEqual([]);
  });

  it('a claim, then a close: both kept in order for the app', async () => {
    const { state } = await page();
    claimButton().click();
    earlyDialog()!.querySelector<HTMLElement>('.modal__close')!.click();
    expect(state.actions).toEqual(['claim', 'close']);
  });

  it('once released by the app, the dialog is gone and takes no tap', async () => {
    const { state } = await page();
    const button = claimButton();
    state.release();
    expect(earlyDialog()).toBeNull();
    expect(document.body.style.overflow).toBe('');
    button.click();
    expect(state.actions).toEqual([]);
  });
});
