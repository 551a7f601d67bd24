import { BUSINESS_HOURS, COPY, MESSAGES, REDEMPTION_CONTACT_HOURS, REWARDS } from '@esr/domain';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/lib/document-title';
import { SupportEmail } from '../faq-items';
import './info.css';

export const PRIVACY_POLICY = 'Privacy Policy';
export const REDEMPTION_TERMS = 'Redemption Terms';
export const REWARD_COSTS = 'What each reward costs';

/**
 * /terms-service (spec section 2): the privacy policy and the redemption terms, written only from the facts
 * the product spec states (sections 1, 3, 5 and 6): docs/decisions/0520.
 */
export function TermsServicePage() {
  useDocumentTitle(COPY.termsOfService);
  return (
    <div className="page info">
      <header>
        <h1 className="page__title">{COPY.termsOfService}</h1>
      </header>

      <section className="info__section" aria-labelledby="privacy-title">
        <h2 id="privacy-title" className="info__title">
          {PRIVACY_POLICY}
        </h2>
        <p>
          You are identified by your mobile number (MSISDN). You arrive with it from the landing page, or
          through our partner gamenow.
        </p>
        <p>What we keep, and why:</p>
        <ul>
          <li>
            Your profile: name, username, e-mail, gender, bio, date of birth, profile image and phone number,
            with your totals (credits, tournaments played, completed tasks and redeemed items).
          </li>
          <li>The screenshots you submit as entries for daily tasks and game challenges.</li>
          <li>
            Your tournament registrations: your in-game ID and nickname, and your e-mail when the tournament
            asks for it.
          </li>
          <li>Your redemption claims: your name, e-mail and mobile number, so that we can contact you.</li>
        </ul>
        <p>
          The leaderboard shows players&apos; names, usernames, profile images, credits, tournaments played,
          redeemed items and completed challenges.
        </p>
        <p>
          Your sign-in is kept in this browser tab&apos;s session storage only. It ends when you close the tab
          or log out.
        </p>
        <p>
          Questions about your data: e-mail us at <SupportEmail />.
        </p>
      </section>

      <section className="info__section" aria-labelledby="redemption-title">
        <h2 id="redemption-title" className="info__title">
          {REDEMPTION_TERMS}
        </h2>
        <ul>
          <li>Credits never expire.</li>
          <li>You must be logged in to redeem.</li>
          <li>
            Each reward costs a fixed number of credits (below, and on the{' '}
            <Link to={paths.rewards.getHref()}>{COPY.rewards}</Link> page).
          </li>
          <li>
            To claim a reward, give your name and e-mail; your mobile number is filled in for you and cannot
            be changed.
          </li>
          <li>If you are asked for your Jazz number, enter it starting with 0 and 11 digits long.</li>
          <li>We contact you within {REDEMPTION_CONTACT_HOURS} hours of your redemption request.</li>
          <li>
            Our business hours are {BUSINESS_HOURS}. Requests made late on Friday are handled the next Monday.
          </li>
          <li>
            Questions about a redemption: e-mail us at <SupportEmail />.
          </li>
        </ul>
        <h3 className="info__subtitle">{REWARD_COSTS}</h3>
        <dl className="reward-costs">
          {REWARDS.map((reward) => (
            <div key={reward.name} className="reward-costs__row">
              <dt>{reward.name}</dt>
              <dd>{MESSAGES.entryFeeCredits(reward.credits)}</dd>
            </div>
          ))}
        </dl>
      </section>
    </div>
  );
}
