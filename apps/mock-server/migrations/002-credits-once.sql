-- Issue 14: one daily task a day (not one per challenge-id string), Aim Train play times, and a token
-- version that every unsubscribe raises.

-- The day a daily entry counts for. Entries made before this migration keep their day when they were
-- the first of that day; later ones of the same day (bug 1 of issue 14) keep a NULL day: they stay on
-- record, and the unique index below allows one entry a day from now on.
ALTER TABLE daily_entries ADD COLUMN day TEXT;
UPDATE daily_entries SET day = substr(challenge_id, instr(challenge_id, ':') + 1, 10)
  WHERE instr(challenge_id, ':') > 0 AND rowid IN (
    SELECT MIN(rowid) FROM daily_entries WHERE instr(challenge_id, ':') > 0
      GROUP BY msisdn, substr(challenge_id, instr(challenge_id, ':') + 1, 10));
CREATE UNIQUE INDEX daily_entries_once_a_day ON daily_entries (msisdn, day);

-- When the open Aim Train level was entered (ms, the server's clock): a pass needs its minimum play time.
ALTER TABLE esl_progress ADD COLUMN open_since INTEGER;

-- Tokens carry the version they were issued at; unsubscribing raises it, retiring every earlier token.
ALTER TABLE subscribers ADD COLUMN token_version INTEGER NOT NULL DEFAULT 0;
