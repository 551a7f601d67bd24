import type { Schemas } from '@esr/sdk';

export const PRIZE_LABELS = ['1st Prize', '2nd Prize', '3rd Prize'] as const;

/** The 1st, 2nd and 3rd prizes, in order. */
export function prizesOf(tournament: Pick<Schemas['Tournament'], 'prize' | 'second_prize' | 'third_prize'>) {
  return [tournament.prize, tournament.second_prize, tournament.third_prize] as const;
}
