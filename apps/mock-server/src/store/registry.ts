import { join } from 'node:path';
import { Uploads } from './uploads';
import { MAIN_SESSION_ID, isSessionId } from '../security/session-id';
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

/** One isolated world: a database, its uploads, its faults and its request journal. */
export interface Session {
  /** 'main', or the `x-mock-session` id; tokens carry it and are refused in any other world. */
  id: string;
  store: Store;
  uploads: Uploads;
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
function closeSession(session: Session): void {
  session.store.db.close();
  session.uploads.close();
}

export class SessionRegistry {
  readonly main: Session;
  private readonly sessions = new Map<string, Session>();

  constructor(dataDir: string) {
    const store = new Store(openDatabase(dataDir === ':memory:' ? ':memory:' : join(dataDir, 'esports.db')));
    if (store.isEmpty()) store.reset('default');
    const uploads = Uploads.forDataDir(dataDir);
    this.main = { id: MAIN_SESSION_ID, store, uploads, faults: new Map(), journal: [] };
  }

  /** The main world, or the world of a session id (validated by the caller: see isSessionId). */
  get(id: string | undefined): Session {
    if (!id) return this.main;
    if (!isSessionId(id)) throw new Error(`invalid session id '${id.slice(0, 80)}'`);
    let session = this.sessions.get(id);
    if (!session) {
      const store = new Store(openDatabase(':memory:'));
      store.reset('default');
      session = { id, store, uploads: this.main.uploads.forSession(id), faults: new Map(), journal: [] };
      if (this.sessions.size >= SESSION_LIMIT) {
        const oldest = this.sessions.keys().next().value as string;
        const evicted = this.sessions.get(oldest);
        if (evicted) closeSession(evicted);
        this.sessions.delete(oldest);
      }
      this.sessions.set(id, session);
    }
    return session;
  }

  close(): void {
    for (const session of this.sessions.values()) closeSession(session);
    this.sessions.clear();
    closeSession(this.main);
  }
}
