import { Clock } from './clock';
import type { Db, Statement } from './database';

const READ_CACHE_LIMIT = 20_000;

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

/** What every area of the store works with: the database, its prepared statements, the clock, the read cache. */
export class StoreContext {
  /** Prepared once per SQL text: preparing costs more than running most of these queries. */
  private readonly statements = new Map<string, Statement>();
  /** total_changes() when the entries of readCache were computed: any write empties it. */
  private readCacheVersion = -1;
  private readonly readCache = new Map<string, { until: number; value: unknown }>();
  readonly clock: Clock;

  constructor(readonly db: Db) {
    this.clock = new Clock((source) => this.sql(source));
  }

  sql(source: string): Statement {
    let statement = this.statements.get(source);
    if (!statement) {
      statement = this.db.prepare(source);
      this.statements.set(source, statement);
    }
    return statement;
  }

  now(): number {
    return this.clock.now();
  }

  /** Runs `work` as one BEGIN IMMEDIATE transaction: the way every check-then-move of credits runs. */
  immediate<T>(work: () => T): T {
    return this.db.transaction(work).immediate();
  }

  /** Runs `work` as one (deferred) transaction. */
  transaction<T>(work: () => T): T {
    return this.db.transaction(work)();
  }

  /**
   * `compute()`'s value, reused while this connection has written nothing since (SQLite's
   * total_changes(): every INSERT, UPDATE or DELETE moves it, and the server's process is the only
   * writer of its file) and the clock has not reached `until`. Exact, not eventual: for the hot
   * reads (tournaments, leaderboard, a subscriber's status, streak and profile) that many requests
   * repeat between writes. Values are frozen: they are shared by every request that reads them, and
   * the HTTP layer reuses the validated JSON of a frozen value (src/plugins/answer-cache.ts). Never
   * used inside a transaction: a value read there could see writes that are then rolled back.
   */
  readCached<T>(key: string, compute: () => { value: T; until?: number }): T {
    if (this.db.inTransaction) return compute().value;
    const version = (this.sql('SELECT total_changes() AS n').get() as { n: number }).n;
    if (version !== this.readCacheVersion) {
      this.readCache.clear();
      this.readCacheVersion = version;
    }
    const hit = this.readCache.get(key);
    if (hit && this.now() < hit.until) return hit.value as T;
    const { value, until = Infinity } = compute();
    // One entry per subscriber for some keys: bounded, so a read-only crowd cannot grow it forever.
    if (this.readCache.size >= READ_CACHE_LIMIT) this.readCache.clear();
    this.readCache.set(key, { until, value: deepFreeze(value) });
    return value;
  }

  /** A count query's answer for one subscriber. */
  count(source: string, msisdn: string): number {
    return (this.sql(source).get(msisdn) as { n: number }).n;
  }
}
