// The kit's own copy of the product spec's tables and of the rules the contract states in words. A checker
// that imported the rules it checks (@esr/domain, which the mock server runs) would pass a misreading of
// the spec twice; this copy is written from /work/shared/spec/product-spec.md and openapi/openapi.yaml,
// and test/spec-tables.test.ts checks that it agrees with the domain's, so a difference is found by a
// person reading both (docs/decisions/1040-contract-tools.md).

/**
 * Spec section 9: "the previous day shows 5 credits less, the next day 5 credits more; default daily
 * reward popup credits: 15". The streak pays 15 on day 1 and 5 more each day (decision 0100: the only
 * schedule under which that display is always true).
 */
export const STREAK_FIRST_DAY_CREDITS = 15;
export const STREAK_STEP_CREDITS = 5;
export const streakCreditsForDay = (day: number): number =>
  STREAK_FIRST_DAY_CREDITS + STREAK_STEP_CREDITS * (day - 1);

/** Spec section 9, "Aim Train: 25 levels. Reward by level": index 0 is level 1. */
export const AIM_TRAIN_LEVEL_REWARDS: readonly number[] = [
  30, 35, 40, 45, 50, 55, 60, 65, 70, 80, 90, 95, 100, 105, 110, 115, 120, 125, 130, 140, 150, 155, 160, 165,
  170,
];
export const aimTrainReward = (level: number): number | undefined => AIM_TRAIN_LEVEL_REWARDS[level - 1];

/** The Aim Train game's id in the contract's examples (`game_unique_id`, the challenge games' gameId). */
export const AIM_TRAIN_GAME_ID = 'aim_train_001';

/**
 * The contract (submitEslGameResult): a pass posted sooner after enter than the level's minimum play time
 * is refused (TOO_FAST: the shortest time the game's own rules allow, from 1.05 s for level 1). Index 0
 * is level 1; the kit waits this long before it posts a pass, as a real player would.
 */
export const AIM_TRAIN_MIN_PASS_MS: readonly number[] = [
  1050, 1200, 1500, 1650, 1800, 2100, 2250, 2400, 2700, 2850, 3000, 3300, 3450, 3600, 3900, 4050, 4350, 4500,
  4800, 4950, 5100, 5400, 5550, 5850, 6000,
];

/**
 * Spec section 3, the reward catalogue's credit costs, in the catalogue's order; the contract's `item` is
 * the catalogue index plus 1.
 */
export const REWARD_COSTS: readonly { name: string; credits: number }[] = [
  { name: 'Playstation 5', credits: 130500 },
  { name: 'Asus ROG headphone', credits: 24650 },
  { name: 'Edifier USB headset', credits: 9860 },
  { name: 'Asus keyboard', credits: 15225 },
  { name: 'Bloody mechanical keyboard', credits: 7250 },
  { name: 'Asus ROG mouse', credits: 13775 },
  { name: 'PUBG Mobile UC 300', credits: 1000 },
  { name: 'PUBG Mobile UC 600', credits: 2000 },
  { name: 'PUBG Mobile UC 1500', credits: 4000 },
  { name: 'PUBG Mobile UC 3000', credits: 6000 },
  { name: 'PUBG Mobile UC 6000', credits: 14000 },
  { name: 'Fortnite V-Bucks 1000', credits: 3000 },
  { name: 'Fortnite V-Bucks 2800', credits: 4000 },
  { name: 'Fortnite V-Bucks 5000', credits: 6000 },
  { name: 'Minecraft Minecoins 1720', credits: 2000 },
  { name: 'Minecraft Minecoins 3500', credits: 4000 },
];
export const rewardItem = (index: number): number => index + 1;

interface TournamentRules {
  UIDCheck?: unknown;
  tourn_type?: unknown;
  isEntryFree?: unknown;
  entryFee?: unknown;
}

/** Spec section 5: UID when UIDCheck is 1; NICK always; e-mail unless tourn_type is 'Credits'. */
export function registrationNeeds(t: TournamentRules): { uid: boolean; nick: true; email: boolean } {
  return { uid: Number(t.UIDCheck) === 1, nick: true, email: t.tourn_type !== 'Credits' };
}

/**
 * Spec sections 3 and 8 and the contract: the entry fee a registration spends. 'Free Entry' when
 * isEntryFree is 1 (or the fee is 0); otherwise entryFee credits; 'N/A' (no fee given) spends nothing.
 */
export function entryFeeCredits(t: TournamentRules): number {
  if (Number(t.isEntryFree) === 1) return 0;
  const fee = Number(t.entryFee);
  return t.entryFee === null || t.entryFee === undefined || !Number.isFinite(fee) ? 0 : fee;
}

/**
 * Spec sections 4 to 6: a token is a gamenow partner's (`gn` 1) when the referrer "equals gamenow": an exact,
 * case-sensitive match, no trimming.
 */
export const isPartnerReferrer = (refferer: unknown): boolean => refferer === 'gamenow';
