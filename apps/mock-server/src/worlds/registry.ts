import { join } from 'node:path';
import type { ApiProfile } from '../config';
import { MAIN_SESSION_ID, isSessionId } from '../security/session-id';
import { openDatabase } from '../store/database';
import { Uploads } from '../store/uploads';
import type { Fault } from './faults';
import type { JournalEntry } from './journal';
import { Store } from './world-store';

/** One isolated world: a database, its uploads, its faults and its request journal. */
export interface Session {
  /** 'main', or the `x-mock-session` id; tokens carry it and are refused in any other world. */
  id: string;
  store: Store;
  uploads: Uploads;
  faults: Map<string, Fault>;
  journal: JournalEntry[];
  /** What its answers carry: every field, or only the product spec's (docs/decisions/0970). */
  profile: ApiProfile;
}

const SESSION_LIMIT = 200;

function closeSession(session: Session): void {
  session.store.db.close();
  session.uploads.close();
}

/**
 * The worlds. The main session uses the data directory's database; in mock mode, each `x-mock-session`
 * id gets its own in-memory database seeded with the default seed, so parallel tests never share state.
 */
export class SessionRegistry {
  readonly main: Session;
  private readonly sessions = new Map<string, Session>();

  constructor(
    dataDir: string,
    private readonly profile: ApiProfile = 'full',
  ) {
    const store = new Store(openDatabase(dataDir === ':memory:' ? ':memory:' : join(dataDir, 'esports.db')));
    if (store.isEmpty()) store.reset('default');
    const uploads = Uploads.forDataDir(dataDir);
    this.main = { id: MAIN_SESSION_ID, store, uploads, faults: new Map(), journal: [], profile };
  }

  /** The main world, or the world of a session id (validated by the caller: see isSessionId). */
  get(id: string | undefined): Session {
    if (!id) return this.main;
    if (!isSessionId(id)) throw new Error(`invalid session id '${id.slice(0, 80)}'`);
    let session = this.sessions.get(id);
    if (!session) {
      const store = new Store(openDatabase(':memory:'));
      store.reset('default');
      const uploads = this.main.uploads.forSession(id);
      session = { id, store, uploads, faults: new Map(), journal: [], profile: this.profile };
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
