import { challengeHandlers } from './challenges';
import { contentHandlers } from './content';
import { eslHandlers } from './esl';
import type { Handlers } from './handler-types';
import { profileAndRedeemHandlers } from './profile-and-redeem';
import { streakAndDailyTaskHandlers } from './streak-and-daily-tasks';
import { subscriptionHandlers } from './subscription';
import { tournamentHandlers } from './tournaments';

/** One handler per operation of openapi.yaml: a missing one is a compile error (Handlers). */
export const handlers: Handlers = {
  ...subscriptionHandlers,
  ...streakAndDailyTaskHandlers,
  ...challengeHandlers,
  ...tournamentHandlers,
  ...eslHandlers,
  ...contentHandlers,
  ...profileAndRedeemHandlers,
};
