import { REDEMPTION_CONTACT_HOURS, REWARDS } from '@esr/domain';
import { Link } from '@/components/ui/link';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/lib/document-title';
import { useT, type MessageId } from '@/lib/i18n';
import { businessHours, SupportEmail } from '../faq-items';
import { withParts } from '../rich-text';
import './info.css';

export const PRIVACY_POLICY = 'info.privacyPolicy' satisfies MessageId;
export const REDEMPTION_TERMS = 'info.redemptionTerms' satisfies MessageId;
export const REWARD_COSTS = 'info.rewardCosts' satisfies MessageId;

/**
 * /terms-service (spec section 2): the privacy policy and the redemption terms, written only from the facts
 * the product spec states (sections 1, 3, 5 and 6): docs/decisions/0520.
 */
export function TermsServicePage() {
  const t = useT();
  useDocumentTitle(t('copy.termsOfService'));
  const email = { email: <SupportEmail /> };
  return (
    <div className="page info">
      <header>
        <h1 className="page__title">{t('copy.termsOfService')}</h1>
      </header>

      <section className="info__section" aria-labelledby="privacy-title">
        <h2 id="privacy-title" className="info__title">
          {t(PRIVACY_POLICY)}
        </h2>
        <p>{t('info.privacyIdentified')}</p>
        <p>{t('info.privacyWhatWeKeep')}</p>
        <ul>
          <li>{t('info.privacyProfile')}</li>
          <li>{t('info.privacyScreenshots')}</li>
          <li>{t('info.privacyRegistrations')}</li>
          <li>{t('info.privacyClaims')}</li>
        </ul>
        <p>{t('info.privacyLeaderboard')}</p>
        <p>{t('info.privacySession')}</p>
        <p>{withParts((m) => t('info.privacyQuestions', m), email)}</p>
      </section>

      <section className="info__section" aria-labelledby="redemption-title">
        <h2 id="redemption-title" className="info__title">
          {t(REDEMPTION_TERMS)}
        </h2>
        <ul>
          <li>{t('info.termsCreditsNeverExpire')}</li>
          <li>{t('info.termsLoggedIn')}</li>
          <li>
            {withParts((m) => t('info.termsFixedCost', m), {
              rewards: <Link to={paths.rewards.getHref()}>{t('copy.rewards')}</Link>,
            })}
          </li>
          <li>{t('info.termsClaim')}</li>
          <li>{t('info.termsJazzNumber')}</li>
          <li>{t('info.contactWithin', { hours: REDEMPTION_CONTACT_HOURS })}</li>
          <li>{t('info.termsBusinessHours', { hours: businessHours(t) })}</li>
          <li>{withParts((m) => t('info.termsRedemptionQuestions', m), email)}</li>
        </ul>
        <h3 className="info__subtitle">{t(REWARD_COSTS)}</h3>
        <dl className="reward-costs">
          {REWARDS.map((reward) => (
            <div key={reward.nameId} className="reward-costs__row">
              <dt>
                <bdi>{t(reward.nameId)}</bdi>
              </dt>
              <dd>{t('messages.entryFeeCredits', { n: reward.credits })}</dd>
            </div>
          ))}
        </dl>
      </section>
    </div>
  );
}
