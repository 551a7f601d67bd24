import { REDEMPTION_CONTACT_HOURS, rewardByItemNumber } from '@esr/domain';
import { useLocation } from 'react-router-dom';
import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/lib/document-title';
import { useT, type MessageId } from '@/lib/i18n';
import { readThankYouState } from '../location-state';
import './redeem.css';

// /thankyou: what happens next after a redemption request (spec section 1, FAQs): the team gets in touch
// within 24 hours, in business hours; late-Friday requests are handled the next Monday. Decision 0540.

export const THANK_YOU_TITLE = 'rewards.thankYouTitle' satisfies MessageId;
// `receivedItem` takes { item }, `contact` takes { hours } (REDEMPTION_CONTACT_HOURS). The business hours are
// written out in each language (domain BUSINESS_HOURS in English; the page's test holds them to it).
export const THANK_YOU_TEXT = {
  receivedItem: 'rewards.thankYouReceivedItem',
  received: 'rewards.thankYouReceived',
  contact: 'rewards.thankYouContact',
  hours: 'rewards.thankYouHours',
  backToRewards: 'rewards.backToRewards',
  home: 'rewards.goToHomepage',
} as const satisfies Record<string, MessageId>;

export function ThankYouPage() {
  const t = useT();
  useDocumentTitle(t(THANK_YOU_TITLE));
  const state = readThankYouState(useLocation().state);
  const reward = state && rewardByItemNumber(state.itemNumber);
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
        <h1 className="page__title">{t(THANK_YOU_TITLE)}</h1>
        <p className="thank-you__lead">
          {reward ? t(THANK_YOU_TEXT.receivedItem, { item: t(reward.nameId) }) : t(THANK_YOU_TEXT.received)}
        </p>
        <p>{t(THANK_YOU_TEXT.contact, { hours: REDEMPTION_CONTACT_HOURS })}</p>
        <p className="thank-you__hours">{t(THANK_YOU_TEXT.hours)}</p>
        <div className="thank-you__actions">
          <ButtonLink to={paths.rewards.getHref()} block>
            {t(THANK_YOU_TEXT.backToRewards)}
          </ButtonLink>
          <ButtonLink to={paths.home.getHref()} variant="secondary" block>
            {t(THANK_YOU_TEXT.home)}
          </ButtonLink>
        </div>
      </div>
    </div>
  );
}
