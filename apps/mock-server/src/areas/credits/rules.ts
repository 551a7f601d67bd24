import { randomUUID } from 'node:crypto';

/**
 * Every way credits move, and the key that lets each move happen at most once per subscriber. The
 * ledger's (msisdn, kind, ref) is unique (migrations/001), so a second move with the same key is a
 * no-op inside the same transaction that checked the rule. Keys are built here and nowhere else: a
 * key taken from a client's string (a challenge id, say) is how bug 1 of issue 14 paid the daily task
 * again and again. docs/security.md lists the same table.
 */
export interface CreditRule<A> {
  /** The ledger's kind column. */
  readonly kind: string;
  /** earn: adds credits; spend: takes them, refused when too few; set: a signed amount to a balance. */
  readonly direction: 'earn' | 'spend' | 'set';
  /** What makes the move happen once, in words (docs/security.md). */
  readonly once: string;
  /** The ledger's ref column: the once-only key within the subscriber and kind. */
  readonly ref: (args: A) => string;
}

const rule = <A>(definition: CreditRule<A>) => Object.freeze(definition);

export const CREDIT_RULES = {
  streak: rule<{ day: string }>({
    kind: 'streak',
    direction: 'earn',
    once: 'per subscriber per streak day (Pakistan time)',
    ref: ({ day }) => day,
  }),
  dailyTask: rule<{ day: string }>({
    kind: 'daily-task',
    direction: 'earn',
    // Not the challenge id: whatever id a client sends, there is one daily task a day.
    once: "per subscriber per streak day, only for the server's id of today's challenge of the selected game",
    ref: ({ day }) => day,
  }),
  challenge: rule<{ challengeId: string }>({
    kind: 'challenge',
    direction: 'earn',
    once: 'per subscriber per game challenge (a row of game_challenges), ever',
    ref: ({ challengeId }) => challengeId,
  }),
  aimTrainLevel: rule<{ game: string; level: number }>({
    kind: 'esl-level',
    direction: 'earn',
    once: 'per subscriber per Aim Train level, ever; only after the level was open for its minimum play time',
    ref: ({ game, level }) => `${game}:${level}`,
  }),
  tournamentFee: rule<{ tournId: string }>({
    kind: 'tournament-fee',
    direction: 'spend',
    once: 'per subscriber per tournament (the registration row)',
    ref: ({ tournId }) => tournId,
  }),
  redeem: rule<{ uuid: string }>({
    kind: 'redeem',
    direction: 'spend',
    once: 'per redemption uuid the server issued to this subscriber',
    ref: ({ uuid }) => uuid,
  }),
  seed: rule<{ seed: string }>({
    kind: 'seed',
    direction: 'earn',
    once: 'per seed load (reset replaces every row)',
    ref: ({ seed }) => seed,
  }),
  adjustment: rule<Record<string, never>>({
    kind: 'adjustment',
    direction: 'set',
    // Sets an absolute balance (signed amount), so repeating it changes nothing more; mock mode only.
    once: 'never repeated by key: each control-API call sets an absolute, bounded balance (mock mode only)',
    ref: () => randomUUID(),
  }),
} as const;

export type CreditRuleName = keyof typeof CREDIT_RULES;
