import { AIM_TRAIN_MAX_LEVEL, FREE_TRIAL_DAYS, REDEMPTION_CONTACT_HOURS } from '@esr/domain';
import type { ReactNode } from 'react';
import { Link } from '@/components/ui/link';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import type { MessageId, Translate } from '@/lib/i18n';
import { withParts } from './rich-text';

export interface FaqItem {
  id: string;
  question: MessageId;
  answer: (t: Translate) => ReactNode;
}

/** The support address as a mailto link (read left to right inside Urdu text too). */
export function SupportEmail() {
  return (
    <a href={`mailto:${env.VITE_SUPPORT_EMAIL}`} dir="ltr">
      {env.VITE_SUPPORT_EMAIL}
    </a>
  );
}

/**
 * The business hours (the spec's BUSINESS_HOURS, 'Monday to Friday, 9:00 AM to 10:00 PM', in the active
 * language: the English catalogue holds the spec's words, the FAQ test holds them to BUSINESS_HOURS).
 */
export const businessHours = (t: Translate) => t('info.businessHours');

/**
 * The 13 questions of /faqs. Every answer states only facts of the product spec (section 1's FAQ facts, plus
 * what sections 2, 3 and 9 say about credits, rewards, Aim Train and Settings): docs/decisions/0520. The
 * prices are the spec's PREPAID_PRICE and POSTPAID_PRICE, translated.
 */
export const FAQ_ITEMS: readonly FaqItem[] = [
  {
    id: 'what',
    question: 'info.faqWhatQuestion',
    answer: (t) => <p>{t('info.faqWhatAnswer')}</p>,
  },
  {
    id: 'trial',
    question: 'info.faqTrialQuestion',
    answer: (t) => <p>{t('info.faqTrialAnswer', { days: FREE_TRIAL_DAYS })}</p>,
  },
  {
    id: 'price',
    question: 'info.faqPriceQuestion',
    answer: (t) => (
      <ul>
        <li>{t('info.faqPricePrepaid', { price: t('info.prepaidPrice') })}</li>
        <li>{t('info.faqPricePostpaid', { price: t('info.postpaidPrice') })}</li>
      </ul>
    ),
  },
  {
    id: 'earn',
    question: 'info.faqEarnQuestion',
    answer: (t) => (
      <ul>
        <li>{t('info.faqEarnStreak')}</li>
        <li>{t('info.faqEarnTask')}</li>
        <li>{t('info.faqEarnChallenges')}</li>
        <li>{t('info.faqEarnAimTrain')}</li>
        <li>{t('info.faqEarnTournaments')}</li>
      </ul>
    ),
  },
  {
    id: 'expire',
    question: 'info.faqExpireQuestion',
    answer: (t) => <p>{t('info.faqExpireAnswer')}</p>,
  },
  {
    id: 'redeem',
    question: 'info.faqRedeemQuestion',
    answer: (t) => (
      <p>
        {withParts((m) => t('info.faqRedeemAnswer', m), {
          rewards: <Link to={paths.rewards.getHref()}>{t('copy.rewards')}</Link>,
        })}
      </p>
    ),
  },
  {
    id: 'aim-train',
    question: 'info.faqAimTrainQuestion',
    answer: (t) => <p>{t('info.faqAimTrainAnswer', { levels: AIM_TRAIN_MAX_LEVEL })}</p>,
  },
  {
    id: 'subscribe',
    question: 'info.faqSubscribeQuestion',
    answer: (t) => <p>{t('info.faqSubscribeAnswer')}</p>,
  },
  {
    id: 'unsubscribe',
    question: 'info.faqUnsubscribeQuestion',
    answer: (t) => (
      <p>
        {withParts((m) => t('info.faqUnsubscribeAnswer', { ...m, unsubscribe: t('copy.unsubscribe') }), {
          settings: <Link to={paths.profile.getHref()}>{t('copy.settings')}</Link>,
        })}
      </p>
    ),
  },
  {
    id: 'support',
    question: 'info.faqSupportQuestion',
    answer: (t) => <p>{withParts((m) => t('info.faqSupportAnswer', m), { email: <SupportEmail /> })}</p>,
  },
  {
    id: 'redemption-contact',
    question: 'info.faqRedemptionContactQuestion',
    answer: (t) => <p>{t('info.contactWithin', { hours: REDEMPTION_CONTACT_HOURS })}</p>,
  },
  {
    id: 'hours',
    question: 'info.faqHoursQuestion',
    answer: (t) => <p>{t('info.faqHoursAnswer', { hours: businessHours(t) })}</p>,
  },
  {
    id: 'friday',
    question: 'info.faqFridayQuestion',
    answer: (t) => <p>{t('info.faqFridayAnswer')}</p>,
  },
];
