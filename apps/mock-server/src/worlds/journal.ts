import type { Violation } from '../contract/violations';

/** One product call a world received (the control API's GET /journal). */
export interface JournalEntry {
  operationId: string;
  method: string;
  path: string;
  status: number;
  time: string;
  /** Proxy mode: what the exchange broke of the contract (docs/decisions/0980). */
  violations?: Violation[];
}

const JOURNAL_LIMIT = 500;

/** Appends to a world's journal, which keeps the last JOURNAL_LIMIT calls. */
export function recordJournal(journal: JournalEntry[], entry: JournalEntry): void {
  journal.push(entry);
  if (journal.length > JOURNAL_LIMIT) journal.splice(0, journal.length - JOURNAL_LIMIT);
}
