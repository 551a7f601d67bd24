import type { Schemas } from '@esr/sdk';
import type { MessageId } from '@/lib/i18n';

interface Prize {
  /** 'tournaments.firstPrize', …: the place's label. */
  label: MessageId;
  value: string;
}

/** The 1st, 2nd and 3rd prizes, in order, each with its label's message id. */
export function prizesOf(
  tournament: Pick<Schemas['Tournament'], 'prize' | 'second_prize' | 'third_prize'>,
): readonly Prize[] {
  return [
    { label: 'tournaments.firstPrize', value: tournament.prize },
    { label: 'tournaments.secondPrize', value: tournament.second_prize },
    { label: 'tournaments.thirdPrize', value: tournament.third_prize },
  ];
}
