import { SEEDED } from '@esr/test-support';
import { COPY, MESSAGES } from '@esr/domain';
import {
  png,
  bigPng,
  textFile,
  PROFILE_LIMIT,
  tokenLost,
  fail,
  button,
  redeem,
  openRedeemForm,
  jazzNumber,
  chooseProfileImage,
  saveProfile,
  type MessageCase,
} from './message-case-kit';
import { isolated } from './journey-helpers';
import { onFullProfile } from './profiles';

// Cases of messages.test.ts: rewards and redeeming them, and editing the profile.
export const REWARDS_AND_PROFILE_CASES = {
  'rewards and redeem': [
    {
      name: "Redeem without enough credits shows the server's reason",
      subscriber: { msisdn: '923001110001', status: 'active', credits: 100 },
      as: '923001110001',
      route: '/rewards',
      act: (visit) => redeem(visit, 'Asus ROG headphone'),
      // The documented code worded by the app with the answer's numbers; the server's words without it.
      shows: [
        onFullProfile
          ? 'You need 24,650 credits for this; you have 100 credits.'
          : 'You need 24650 credits to redeem Asus ROG headphone; you have 100.',
      ],
    },
    {
      name: 'the redeem form sent without an e-mail',
      as: SEEDED.withStreak,
      route: '/rewards',
      act: async (visit) => {
        await openRedeemForm(visit);
        await button(visit.page, COPY.redeem).click();
      },
      shows: [MESSAGES.fillAllFields],
    },
    {
      name: 'the redemption claim fails',
      as: SEEDED.withStreak,
      faults: [fail('redeemClaim')],
      route: '/rewards',
      act: async (visit) => {
        await openRedeemForm(visit);
        await visit.page.getByLabel('Email').fill('sana@example.pk');
        await button(visit.page, COPY.redeem).click();
      },
      shows: [MESSAGES.redemptionFailed],
    },
    {
      name: 'a gn=1 user types a number that is not a Jazz number',
      as: SEEDED.gamenow,
      gamenow: true,
      route: '/rewards',
      act: (visit) => jazzNumber(visit, '0301234'),
      shows: [MESSAGES.invalidJazzNumber],
    },
    {
      name: 'the partner cannot be told about the Jazz number',
      as: SEEDED.gamenow,
      gamenow: true,
      faults: [fail('gamenowNotify')],
      route: '/rewards',
      act: (visit) => jazzNumber(visit, '03012345678'),
      shows: [MESSAGES.tryAgainLater],
    },
  ],

  '/edit-profile': [
    {
      name: 'a profile image that is not an image',
      as: SEEDED.withStreak,
      route: '/edit-profile',
      act: (visit) => chooseProfileImage(visit, textFile()),
      shows: [MESSAGES.profileImageType],
    },
    {
      name: 'a profile image over 2 MB',
      as: SEEDED.withStreak,
      route: '/edit-profile',
      act: (visit) => chooseProfileImage(visit, bigPng(PROFILE_LIMIT)),
      shows: [MESSAGES.profileImageSize],
    },
    {
      name: 'the profile is saved',
      as: SEEDED.withStreak,
      route: '/edit-profile',
      act: async (visit) => {
        await chooseProfileImage(visit, png('me.png'));
        await saveProfile(visit);
      },
      shows: [MESSAGES.profileUpdated],
    },
    {
      name: 'the profile is refused with a reason',
      as: SEEDED.withStreak,
      faults: [fail('completeProfile', 400)],
      route: '/edit-profile',
      act: saveProfile,
      shows: [
        MESSAGES.profileUpdateFailed('{message}'),
        MESSAGES.profileUpdateFailed(isolated('Injected failure (400)')),
      ],
    },
    {
      name: 'the profile save answers nothing',
      as: SEEDED.gamenow,
      gamenow: true,
      afterLogin: { faults: tokenLost('completeProfile') },
      route: '/edit-profile',
      act: saveProfile,
      shows: [MESSAGES.profileUpdateError],
    },
  ],
} satisfies Record<string, readonly MessageCase[]>;
