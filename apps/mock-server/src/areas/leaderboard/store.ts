import type { Schemas } from '@esr/sdk';
import type { StoreContext } from '../../store/context';

interface RankRow {
  name: string;
  username: string;
  balance: number;
  profile_image: string | null;
  tournaments: number;
  redeemed: number;
  challenges: number;
}

/** The leaderboard: subscribers by balance. */
export class Leaderboard {
  constructor(private readonly ctx: StoreContext) {}

  top(limit: number): Schemas['LeaderboardEntry'][] {
    return this.ctx.readCached(`leaderboard:${limit}`, () => ({ value: this.rank(limit) }));
  }

  /** The leaderboard query itself, never cached (bench/scale.mjs measures it at a million rows). */
  rank(limit: number): Schemas['LeaderboardEntry'][] {
    const rows = this.ctx
      .sql(
        `SELECT s.msisdn, s.name, s.username, s.balance, s.profile_image,
             (SELECT COUNT(*) FROM tournament_entries t WHERE t.msisdn = s.msisdn) AS tournaments,
             (SELECT COUNT(*) FROM redemptions r WHERE r.msisdn = s.msisdn AND r.status = 'claimed') AS redeemed,
             (SELECT COUNT(*) FROM challenge_entries c WHERE c.msisdn = s.msisdn) AS challenges
           FROM subscribers s INDEXED BY subscribers_by_balance
           ORDER BY s.balance DESC, s.msisdn LIMIT ?`,
      )
      .all(limit) as RankRow[];
    return rows.map((r, i) => ({
      rank: i + 1,
      name: r.name,
      username: r.username,
      score: r.balance,
      profileImage: r.profile_image,
      total_tournaments: r.tournaments,
      redeemed_items: r.redeemed,
      total_challenges: r.challenges,
    }));
  }
}
