import Database from 'better-sqlite3';
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serverRoot } from '../config';

export type Db = Database.Database;
export type Statement = Database.Statement;

const MIGRATIONS_DIR = join(serverRoot, 'migrations');

/** Opens (or creates) a database and applies the numbered migrations it has not seen yet. */
export function openDatabase(file: string): Db {
  if (file !== ':memory:') mkdirSync(join(file, '..'), { recursive: true });
  const db = new Database(file);
  // One server process owns its database file. Exclusive locking (set before WAL is entered) keeps
  // the WAL index in process memory instead of taking shared-memory locks around every statement:
  // it halved the cost of the reads every request makes (docs/decisions/0900). A second process
  // opening the same file now fails at once instead of sharing it with a different clock cache.
  if (file !== ':memory:') db.pragma('locking_mode = EXCLUSIVE');
  db.pragma('journal_mode = WAL');
  // FULL: a write answered 2xx survives a crash of the process or the machine.
  db.pragma('synchronous = FULL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  migrate(db);
  return db;
}

function migrate(db: Db): void {
  db.exec('CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL)');
  const applied = new Set(
    db
      .prepare('SELECT version FROM schema_migrations')
      .all()
      .map((row) => (row as { version: number }).version),
  );
  const files = readdirSync(MIGRATIONS_DIR)
    .filter((name) => /^\d+-.+\.sql$/.test(name))
    .sort();
  for (const name of files) {
    const version = Number(name.split('-')[0]);
    if (applied.has(version)) continue;
    const sql = readFileSync(join(MIGRATIONS_DIR, name), 'utf8');
    db.transaction(() => {
      db.exec(sql);
      db.prepare('INSERT INTO schema_migrations (version, name) VALUES (?, ?)').run(version, name);
    })();
  }
}
