import { join } from 'node:path';
import { openDatabase } from './database';
import { Store } from './store';

export interface Fault {
  operationId: string;
  /** Answer this status (a status the contract documents for the operation). */
  status?: number;
  /** Answer 200 with success false and an errors text. */
  noSuccess?: boolean;
  /** With noSuccess: leave the errors text out, so a client shows its own fallback message. */
  bare?: boolean;
  delayMs?: number;
  /** How many more calls fail; undefined = until cleared. */
  remaining?: number;
}

export interface JournalEntry {
  operationId: string;
  method: string;
  path: string;
  status: number;
  time: string;
}

/** One isolated world: a database, its faults and its request journal. */
export interface Session {
  id: string;
  store: Store;
  faults: Map<string, Fault>;
  journal: JournalEntry[];
}

const JOURNAL_LIMIT = 500;
const SESSION_LIMIT = 200;

export function recordJournal(session: Session, entry: JournalEntry): void {
  session.journal.push(entry);
  if (session.journal.length > JOURNAL_LIMIT)
    session.journal.splice(0, session.journal.length - JOURNAL_LIMIT);
}

/**
 * The main session uses the data directory's database; in mock mode, each `x-mock-session` id gets
 * its own in-memory database seeded with the default seed, so parallel tests never share state.
 */
export class SessionRegistry {
  readonly main: Session;
  private readonly sessions = new Map<string, Session>();

  constructor(dataDir: string) {
    const store = new Store(openDatabase(dataDir === ':memory:' ? ':memory:' : join(dataDir, 'esports.db')));
    if (store.isEmpty()) store.reset('default');
    this.main = { id: 'main', store, faults: new Map(), journal: [] };
  }

  get(id: string | undefined): Session {
    if (!id) return this.main;
    let session = this.sessions.get(id);
    if (!session) {
      const store = new Store(openDatabase(':memory:'));
      store.reset('default');
      session = { id, store, faults: new Map(), journal: [] };
      if (this.sessions.size >= SESSION_LIMIT) {
        const oldest = this.sessions.keys().next().value as string;
        this.sessions.get(oldest)?.store.db.close();
        this.sessions.delete(oldest);
      }
      this.sessions.set(id, session);
    }
    return session;
  }

  close(): void {
    for (const session of this.sessions.values()) session.store.db.close();
    this.sessions.clear();
    this.main.store.db.close();
  }
}
