import type { Schemas } from '@esr/sdk';
import { Challenges } from './challenges';
import { DAY_MS } from './clock';
import { Content } from './content';
import { StoreContext } from './context';
import { DailyTasks } from './daily-tasks';
import type { Db } from './database';
import { EslGames } from './esl';
import { Leaderboard } from './leaderboard';
import { Ledger } from './ledger';
import { Profiles, type ProfileChanges } from './profile';
import { Redemptions } from './redeem';
import { Seeds } from './seed-loader';
import type { SeedName } from './seeds';
import { Streaks } from './streak';
import { Subscribers, type SubscriptionStatus } from './subscribers';
import { Tournaments } from './tournaments';

export { StoreError } from './store-error';
export type { SubscriptionStatus } from './subscribers';

/**
 * All state of one database, one area per module (subscribers, ledger, streak, daily tasks,
 * challenges, tournaments, ESL, content, profile, redeem, leaderboard, clock, seeds). This facade is
 * what handlers, plugins and tests call; no SQL lives outside src/store. Every change that moves
 * credits is one transaction with its balance check; idempotency comes from the ledger's unique keys.
 */
export class Store {
  private readonly ctx: StoreContext;
  private readonly ledger: Ledger;
  private readonly subscribers: Subscribers;
  private readonly seeds: Seeds;
  private readonly streaks: Streaks;
  private readonly daily: DailyTasks;
  private readonly esl: EslGames;
  private readonly challenges: Challenges;
  private readonly tournamentsArea: Tournaments;
  private readonly content: Content;
  private readonly profiles: Profiles;
  private readonly redemptions: Redemptions;
  private readonly board: Leaderboard;

  constructor(readonly db: Db) {
    const ctx = new StoreContext(db);
    this.ctx = ctx;
    this.ledger = new Ledger(ctx);
    this.subscribers = new Subscribers(ctx, this.ledger);
    this.seeds = new Seeds(ctx, this.ledger);
    this.streaks = new Streaks(ctx, this.subscribers, this.ledger);
    this.daily = new DailyTasks(ctx, this.subscribers, this.ledger);
    this.esl = new EslGames(ctx, this.ledger);
    this.challenges = new Challenges(ctx, this.ledger, this.esl);
    this.tournamentsArea = new Tournaments(ctx, this.ledger);
    this.content = new Content(ctx);
    this.profiles = new Profiles(ctx, this.subscribers, this.ledger);
    this.redemptions = new Redemptions(ctx, this.subscribers, this.ledger);
    this.board = new Leaderboard(ctx);
  }

  // Clock and seeds
  now = (): number => this.ctx.now();
  setClock = (epochMs: number): void => this.ctx.clock.set(epochMs);
  advanceDays = (days: number): void => this.setClock(this.now() + days * DAY_MS);
  isEmpty = (): boolean => this.seeds.current() === undefined;
  /** The seed the database was last reset to. */
  seedName = (): SeedName => this.seeds.current() ?? 'default';
  reset = (seed: SeedName): void => this.seeds.reset(seed);

  // Subscribers and the ledger
  authState = (msisdn: string) => this.subscribers.authState(msisdn);
  subscriptionStatus = (msisdn: string): SubscriptionStatus => this.subscribers.authState(msisdn).status;
  subscribe = (msisdn: string) => this.subscribers.subscribe(msisdn);
  unsubscribe = (msisdn: string) => this.subscribers.unsubscribe(msisdn);
  putSubscriber = (msisdn: string, status: 'trial' | 'active' | 'unsubscribed', credits?: number) =>
    this.subscribers.put(msisdn, status, credits);
  notifyPartner = (msisdn: string, jazzMsisdn: string) => this.subscribers.notifyPartner(msisdn, jazzMsisdn);
  balance = (msisdn: string): number => this.ledger.balance(msisdn);
  ledgerSum = (msisdn: string): number => this.ledger.sum(msisdn);

  // Streak and daily tasks
  streak = (msisdn: string) => this.streaks.streak(msisdn);
  claimDailyStreak = (msisdn: string) => this.streaks.claim(msisdn);
  dailyGames = () => this.daily.games();
  selectDailyGame = (msisdn: string, gameId: string) => this.daily.selectGame(msisdn, gameId);
  dailyChallenges = (msisdn: string, gameId: string) => this.daily.challenges(msisdn, gameId);
  checkDailyEntry = (msisdn: string, challengeId: string) => this.daily.checkEntry(msisdn, challengeId);
  submitDailyEntry = (msisdn: string, challengeId: string, image: string) =>
    this.daily.submitEntry(msisdn, challengeId, image);

  // Game challenges
  challengeGames = () => this.challenges.games();
  gameChallenges = (msisdn: string, gameId: string) => this.challenges.ofGame(msisdn, gameId);
  checkChallengeEntry = (msisdn: string, gameId: string, challengeId: string) =>
    this.challenges.checkEntry(msisdn, gameId, challengeId);
  submitChallengeEntry = (msisdn: string, gameId: string, challengeId: string, image: string) =>
    this.challenges.submitEntry(msisdn, gameId, challengeId, image);
  completedTasks = (msisdn: string) => this.challenges.completed(msisdn);

  // Tournaments
  tournaments = () => this.tournamentsArea.list();
  tournament = (id: string) => this.tournamentsArea.one(id);
  checkin = (msisdn: string, input: Schemas['TournamentCheckinRequest']) =>
    this.tournamentsArea.checkin(msisdn, input);

  // ESL originals (Aim Train)
  eslGames = (msisdn: string) => this.esl.games(msisdn);
  eslEnter = (msisdn: string, input: Schemas['EslEnterRequest']) => this.esl.enter(msisdn, input);
  eslResult = (msisdn: string, input: Schemas['EslResultRequest']) => this.esl.result(msisdn, input);
  eslExit = (msisdn: string, gameUniqueId: string) => this.esl.exit(msisdn, gameUniqueId);

  // Content, profile, redeem, leaderboard
  videos = (gameId?: string) => this.content.videos(gameId);
  highlightGames = () => this.content.highlightGames();
  profile = (msisdn: string) => this.profiles.profile(msisdn);
  updateProfile = (msisdn: string, changes: ProfileChanges) => this.profiles.update(msisdn, changes);
  redeemItem = (msisdn: string, item: number) => this.redemptions.start(msisdn, item);
  redeemClaim = (msisdn: string, input: Schemas['RedeemClaimRequest']) =>
    this.redemptions.claim(msisdn, input);
  leaderboard = (limit: number) => this.board.top(limit);
  rankSubscribers = (limit: number) => this.board.rank(limit);
}
