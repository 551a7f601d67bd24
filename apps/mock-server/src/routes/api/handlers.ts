import { aimTrainHandlers } from '../../areas/aim-train/handlers';
import { challengeHandlers } from '../../areas/challenges/handlers';
import { dailyTaskHandlers } from '../../areas/daily-checkin/tasks/handlers';
import { fieldVitalsHandlers } from '../../areas/field-vitals/handlers';
import { highlightHandlers } from '../../areas/highlights/handlers';
import { leaderboardHandlers } from '../../areas/leaderboard/handlers';
import { profileHandlers } from '../../areas/profile/handlers';
import { rewardsHandlers } from '../../areas/rewards/handlers';
import { streakHandlers } from '../../areas/daily-checkin/streak/handlers';
import { accountHandlers } from '../../areas/account/handlers';
import { tournamentHandlers } from '../../areas/tournaments/handlers';
import type { Handlers } from '../../areas/handler-types';

/** One handler per operation of openapi.yaml, each in its area: a missing one is a compile error (Handlers). */
export const handlers: Handlers = {
  ...accountHandlers,
  ...streakHandlers,
  ...dailyTaskHandlers,
  ...challengeHandlers,
  ...tournamentHandlers,
  ...aimTrainHandlers,
  ...highlightHandlers,
  ...leaderboardHandlers,
  ...profileHandlers,
  ...rewardsHandlers,
  ...fieldVitalsHandlers,
};
