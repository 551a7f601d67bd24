import { BUSINESS_HOURS, REDEMPTION_CONTACT_HOURS } from '@esr/domain';
import { useLocation } from 'react-router-dom';
import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/lib/document-title';
import { readThankYouState } from '../location-state';
import './redeem.css';

// /thankyou: what happens next after a redemption request (spec section 1, FAQs): the team gets in touch
// within 24 hours, in business hours; late-Friday requests are handled the next Monday. Decision 0540.

export const THANK_YOU_TITLE = 'Thank you!';
export const THANK_YOU_TEXT = {
  received: (itemName: string | null) =>
    itemName
      ? `We have received your request to redeem ${itemName}.`
      : 'We have received your redemption request.',
  contact: `Our team will contact you within ${REDEMPTION_CONTACT_HOURS} hours.`,
  hours: `Business hours are ${BUSINESS_HOURS}. Requests made late on Friday are handled the next Monday.`,
  backToRewards: 'Back to Rewards',
  home: 'Go to Homepage',
} as const;

export function ThankYouPage() {
  useDocumentTitle(THANK_YOU_TITLE);
  const state = readThankYouState(useLocation().state);
  return (
    <div className="page thank-you">
      <div className="thank-you__card">
        <div className="thank-you__icon" aria-hidden="true">
          <svg viewBox="0 0 24 24" width="36" height="36">
            <path
              d="M5 12.5l4.2 4.2L19 7"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.6"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
        </div>
        <h1 className="page__title">{THANK_YOU_TITLE}</h1>
        <p className="thank-you__lead">{THANK_YOU_TEXT.received(state?.itemName ?? null)}</p>
        <p>{THANK_YOU_TEXT.contact}</p>
        <p className="thank-you__hours">{THANK_YOU_TEXT.hours}</p>
        <div className="thank-you__actions">
          <ButtonLink to={paths.rewards.getHref()} block>
            {THANK_YOU_TEXT.backToRewards}
          </ButtonLink>
          <ButtonLink to={paths.home.getHref()} variant="secondary" block>
            {THANK_YOU_TEXT.home}
          </ButtonLink>
        </div>
      </div>
    </div>
  );
}
