import { env } from '@/config/env';
import { translator, useT, type Translate } from '@/lib/i18n';
import './visitor-invite.css';

/**
 * What a visitor (no token, not a gamenow user) sees where the API would answer: every call but the token
 * needs a subscriber, so instead of the spec's failure text they are invited to subscribe (decisions 0550,
 * 0580). Our text: the spec has none for this state.
 */

/** The invitation for `what` (a text already in the page's language), in the active language by default. */
export const visitorInviteText = (what: string, t: Translate = translator()) =>
  t('common.visitorInvite', { what });

/** The link's English text, which tests look for (the page shows t('common.subscribe')). */
export const VISITOR_INVITE_ACTION = 'Subscribe';

/** `what`: what the page would show, already translated (e.g. t('copy.weeklyTournaments')). */
export function VisitorInvite({ what }: { what: string }) {
  const t = useT();
  return (
    <p className="visitor-invite">
      {visitorInviteText(what, t)}{' '}
      <a className="visitor-invite__subscribe" href={env.VITE_LANDING_URL}>
        {t('common.subscribe')}
      </a>
    </p>
  );
}
