import type { Language } from '@esr/domain';
import { renderToStaticMarkup } from 'react-dom/server';
import { checkinView, checkinVariant, type CheckinStreak } from '@/features/daily-checkin/checkin-view';
import { ModalInPlace } from '@/components/ui/modal';
import { CheckinPopup } from '@/features/daily-checkin/components/checkin-popup';
import { SLOT_END, SLOT_START } from './checkin-slots';
import {
  i18n,
  loadLanguage,
  translator,
  TranslatorOverride,
  type MessageId,
  type Translate,
} from '@/lib/i18n';

// The daily check-in's dialog as the build writes it into every document (decision 1080): rendered by the
// app's own component, for one sample streak of each variant (checkinVariant: the markup beyond the
// numbers). Each text that carries one of the streak's numbers ("Day 23", "125 Credits") is recorded as a
// slot instead of its sample's words: its message and, for each of its values, the place of the number in
// the view (checkinView). vite/checkin-template.ts writes the slots as elements of the template; the
// document's check-in script (src/app/checkin-bootstrap.ts) fills them with the real streak's numbers,
// through the same catalogue and the same formatter.

/** A text that depends on the streak: its message and where each of its values comes from in the view. */
export interface CheckinSlot {
  id: MessageId;
  /** The message compiled (the catalogue's, in the page's language), as Lingui loads it. */
  message: unknown;
  /** Each value's path in the view, e.g. `cards.0.day`. */
  values: Record<string, string>;
}

export interface CheckinTemplate {
  variant: string;
  /** The dialog's markup, each slot written as SLOT_START, its index, SLOT_END (checkin-slots.ts). */
  html: string;
  slots: CheckinSlot[];
}

/**
 * One streak of each variant: a first day and a later one, new and returning. Within a sample every
 * number of the view differs, so each value is found at one place of the view.
 */
export const CHECKIN_SAMPLES: readonly CheckinStreak[] = [
  { active_streak: 0, active_day: 1, amount_to_claim: 15 },
  { active_streak: 7, active_day: 1, amount_to_claim: 15 },
  { active_streak: 0, active_day: 23, amount_to_claim: 125 },
  { active_streak: 7, active_day: 23, amount_to_claim: 125 },
];

/** Every number of the view, by the path that reaches it. */
function numbersOf(
  value: unknown,
  path: string[] = [],
  into = new Map<number, string>(),
): Map<number, string> {
  if (typeof value === 'number') {
    if (into.has(value))
      throw new Error(`a check-in sample has ${value} twice: ${into.get(value)}, ${path.join('.')}`);
    into.set(value, path.join('.'));
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) numbersOf(item, [...path, key], into);
  }
  return into;
}

/** The language's translator, but a text with one of the view's numbers comes out as a slot. */
function recordingTranslator(
  language: Language,
  numbers: Map<number, string>,
  slots: CheckinSlot[],
): Translate {
  const real = translator(language);
  const t = ((id: MessageId, values?: Record<string, string | number>) => {
    const entries = Object.entries(values ?? {});
    if (!entries.some(([, value]) => typeof value === 'number' && numbers.has(value)))
      return real(id, values);
    const paths = Object.fromEntries(
      entries.map(([name, value]) => {
        const path = typeof value === 'number' ? numbers.get(value) : undefined;
        if (path === undefined) throw new Error(`${id}: its value ${name} is not one of the streak's`);
        return [name, path];
      }),
    );
    slots.push({ id, message: i18n.messages[id], values: paths });
    return `${SLOT_START}${slots.length - 1}${SLOT_END}`;
  }) as Translate;
  t.message = real.message;
  t.number = (value) => {
    if (numbers.has(value))
      throw new Error('a bare number of the streak in the check-in: write it through a message');
    return real.number(value);
  };
  t.language = language;
  return t;
}

/** The check-in dialog of each variant, in `language`, with its slots. */
export async function renderCheckinTemplates(language: Language): Promise<CheckinTemplate[]> {
  await loadLanguage(language);
  const templates = new Map<string, CheckinTemplate>();
  for (const streak of CHECKIN_SAMPLES) {
    const view = checkinView(streak);
    const slots: CheckinSlot[] = [];
    const t = recordingTranslator(language, numbersOf(view), slots);
    const html = renderToStaticMarkup(
      <TranslatorOverride value={t}>
        <ModalInPlace value>
          <CheckinPopup
            open
            streak={{ ...streak, streak_to_claim: streak.active_day, rewardClaimed: false, gameId: null }}
            rewardClaimed={false}
            claiming={false}
            onClaim={() => undefined}
            onClose={() => undefined}
          />
        </ModalInPlace>
      </TranslatorOverride>,
      // Apart from the page's own ids (#root is rendered on its own).
      { identifierPrefix: 'checkin-' },
    );
    templates.set(checkinVariant(view), { variant: checkinVariant(view), html, slots });
  }
  return [...templates.values()];
}
