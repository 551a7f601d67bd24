import {
  AIM_TRAIN_MAX_LEVEL,
  BUSINESS_HOURS,
  COPY,
  FREE_TRIAL_DAYS,
  POSTPAID_PRICE,
  PREPAID_PRICE,
  REDEMPTION_CONTACT_HOURS,
} from '@esr/domain';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { env } from '@/config/env';
import { paths } from '@/config/paths';

export interface FaqItem {
  id: string;
  question: string;
  answer: ReactNode;
}

/** The support address as a mailto link. */
export function SupportEmail() {
  return <a href={`mailto:${env.VITE_SUPPORT_EMAIL}`}>{env.VITE_SUPPORT_EMAIL}</a>;
}

/**
 * The 13 questions of /faqs. Every answer states only facts of the product spec (section 1's FAQ facts, plus
 * what sections 2, 3 and 9 say about credits, rewards, Aim Train and Settings): docs/decisions/0520.
 */
export const FAQ_ITEMS: readonly FaqItem[] = [
  {
    id: 'what',
    question: 'What can I do here?',
    answer: (
      <p>
        Earn credits through a daily login streak, daily screenshot tasks, per-game challenges, the Aim Train
        game and weekly tournaments, then redeem your credits for gaming items. You can also follow the
        leaderboard, watch video highlights and see your completed tasks.
      </p>
    ),
  },
  {
    id: 'trial',
    question: 'Is there a free trial?',
    answer: <p>Yes. Your subscription starts with a {FREE_TRIAL_DAYS}-day free trial.</p>,
  },
  {
    id: 'price',
    question: 'How much does it cost after the trial?',
    answer: (
      <ul>
        <li>Prepaid: {PREPAID_PRICE}.</li>
        <li>Postpaid: {POSTPAID_PRICE}.</li>
      </ul>
    ),
  },
  {
    id: 'earn',
    question: 'How do I earn credits?',
    answer: (
      <ul>
        <li>Claim your daily login reward and keep your streak going.</li>
        <li>Submit a screenshot entry for the daily task.</li>
        <li>Complete the per-game challenges.</li>
        <li>Play Aim Train.</li>
        <li>Join the weekly tournaments.</li>
      </ul>
    ),
  },
  {
    id: 'expire',
    question: 'Do my credits expire?',
    answer: <p>No. Credits never expire.</p>,
  },
  {
    id: 'redeem',
    question: 'What can I redeem my credits for?',
    answer: (
      <p>
        Gaming items: a console, headsets, keyboards, a mouse, and in-game currencies. The{' '}
        <Link to={paths.rewards.getHref()}>{COPY.rewards}</Link> page lists every item and its cost in
        credits.
      </p>
    ),
  },
  {
    id: 'aim-train',
    question: 'What is Aim Train?',
    answer: (
      <p>
        A game made by ESL, the provider&apos;s esports arm (the ESL originals), that you play in your
        browser. It has {AIM_TRAIN_MAX_LEVEL} levels, and every level has its own credit reward.
      </p>
    ),
  },
  {
    id: 'subscribe',
    question: 'How do I subscribe?',
    answer: <p>Subscribing happens only via the web app.</p>,
  },
  {
    id: 'unsubscribe',
    question: 'How do I unsubscribe?',
    answer: (
      <p>
        Unsubscribing happens only via the web app: open{' '}
        <Link to={paths.profile.getHref()}>{COPY.settings}</Link> and choose {COPY.unsubscribe}.
      </p>
    ),
  },
  {
    id: 'support',
    question: 'How do I contact support?',
    answer: (
      <p>
        Support is by e-mail: <SupportEmail />.
      </p>
    ),
  },
  {
    id: 'redemption-contact',
    question: 'When will I be contacted about a redemption?',
    answer: <p>We contact you within {REDEMPTION_CONTACT_HOURS} hours of your redemption request.</p>,
  },
  {
    id: 'hours',
    question: 'What are your business hours?',
    answer: <p>{BUSINESS_HOURS}.</p>,
  },
  {
    id: 'friday',
    question: 'What happens to a request I make late on Friday?',
    answer: <p>Requests made late on Friday are handled the next Monday.</p>,
  },
];
