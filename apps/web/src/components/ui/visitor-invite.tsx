import { env } from '@/config/env';
import './visitor-invite.css';

/**
 * What a visitor (no token, not a gamenow user) sees where the API would answer: every call but the token
 * needs a subscriber, so instead of the spec's failure text they are invited to subscribe (decisions 0550,
 * 0580). Our text: the spec has none for this state.
 */
export const visitorInviteText = (what: string) => `Subscribe to see ${what}.`;
export const VISITOR_INVITE_ACTION = 'Subscribe';

export function VisitorInvite({ what }: { what: string }) {
  return (
    <p className="visitor-invite">
      {visitorInviteText(what)}{' '}
      <a className="visitor-invite__subscribe" href={env.VITE_LANDING_URL}>
        {VISITOR_INVITE_ACTION}
      </a>
    </p>
  );
}
