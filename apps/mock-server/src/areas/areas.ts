import type { StoreContext } from '../store/context';
import { EslGames } from './aim-train/store';
import { Challenges } from './challenges/store';
import { Ledger } from './credits/store';
import { DailyTasks } from './daily-checkin/tasks/store';
import { Highlights } from './highlights/store';
import { Leaderboard } from './leaderboard/store';
import { Profiles } from './profile/store';
import { Redemptions } from './rewards/store';
import { Streaks } from './daily-checkin/streak/store';
import { Subscribers } from './account/store';
import { Tournaments } from './tournaments/store';

/**
 * One world's areas over its database context: what a handler is given as `store`
 * (areas/handler-types.ts). An area uses another's store through its constructor (the subscribers'
 * rows, the ledger, Aim Train's next level for its challenge), never its handlers. The world itself
 * (its clock, its seed, the calls the mock's machinery drives it by) is worlds/world-store.ts.
 */
export class Areas {
  readonly ledger: Ledger;
  readonly subscribers: Subscribers;
  readonly streaks: Streaks;
  readonly dailyTasks: DailyTasks;
  readonly aimTrain: EslGames;
  readonly challenges: Challenges;
  readonly tournaments: Tournaments;
  readonly highlights: Highlights;
  readonly profiles: Profiles;
  readonly redemptions: Redemptions;
  readonly leaderboard: Leaderboard;

  constructor(ctx: StoreContext) {
    this.ledger = new Ledger(ctx);
    this.subscribers = new Subscribers(ctx, this.ledger);
    this.streaks = new Streaks(ctx, this.subscribers, this.ledger);
    this.dailyTasks = new DailyTasks(ctx, this.subscribers, this.ledger);
    this.aimTrain = new EslGames(ctx, this.ledger);
    this.challenges = new Challenges(ctx, this.ledger, this.aimTrain);
    this.tournaments = new Tournaments(ctx, this.ledger);
    this.highlights = new Highlights(ctx);
    this.profiles = new Profiles(ctx, this.subscribers, this.ledger);
    this.redemptions = new Redemptions(ctx, this.subscribers, this.ledger);
    this.leaderboard = new Leaderboard(ctx);
  }
}
