-- Subscribers, the credit ledger and every piece of product state.
CREATE TABLE subscribers (
  msisdn TEXT PRIMARY KEY,
  status TEXT NOT NULL CHECK (status IN ('trial', 'active', 'unsubscribed')),
  trial_ends_at INTEGER,
  name TEXT NOT NULL DEFAULT '',
  username TEXT NOT NULL DEFAULT '',
  email TEXT NOT NULL DEFAULT '',
  gender TEXT NOT NULL DEFAULT '' CHECK (gender IN ('', 'male', 'female')),
  bio TEXT NOT NULL DEFAULT '',
  date_of_birth TEXT NOT NULL DEFAULT '',
  profile_image TEXT,
  -- The ledger's sum, kept in the same transaction as every ledger row (never negative).
  balance INTEGER NOT NULL DEFAULT 0 CHECK (balance >= 0),
  last_claim_date TEXT,
  last_claim_day INTEGER NOT NULL DEFAULT 0,
  daily_game_id TEXT,
  created_at INTEGER NOT NULL
);
CREATE INDEX subscribers_by_balance ON subscribers (balance DESC, msisdn);

-- Every earn (+) and spend (-). (msisdn, kind, ref) is unique: a claim is credited once.
CREATE TABLE ledger (
  id INTEGER PRIMARY KEY,
  msisdn TEXT NOT NULL REFERENCES subscribers (msisdn),
  amount INTEGER NOT NULL CHECK (amount <> 0),
  kind TEXT NOT NULL,
  ref TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  UNIQUE (msisdn, kind, ref)
);

CREATE TABLE games (
  game_id TEXT PRIMARY KEY,
  id TEXT NOT NULL,
  name TEXT NOT NULL,
  thumbnail TEXT NOT NULL,
  daily INTEGER NOT NULL DEFAULT 0,
  challenges INTEGER NOT NULL DEFAULT 0,
  -- 1 when the game has no daily challenge available (archieved).
  daily_archived INTEGER NOT NULL DEFAULT 0,
  sort INTEGER NOT NULL DEFAULT 0
);

-- Daily challenge templates; today's challenge of a game rotates through them by date.
CREATE TABLE daily_templates (
  template_id TEXT PRIMARY KEY,
  game_id TEXT NOT NULL REFERENCES games (game_id),
  name TEXT NOT NULL,
  prize INTEGER NOT NULL,
  thumbnail TEXT NOT NULL,
  sort INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE daily_entries (
  msisdn TEXT NOT NULL REFERENCES subscribers (msisdn),
  challenge_id TEXT NOT NULL,
  image TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (msisdn, challenge_id)
);

CREATE TABLE game_challenges (
  challenge_id TEXT PRIMARY KEY,
  id TEXT NOT NULL,
  game_id TEXT NOT NULL REFERENCES games (game_id),
  name TEXT NOT NULL,
  prize INTEGER NOT NULL,
  thumbnail TEXT NOT NULL,
  archived INTEGER NOT NULL DEFAULT 0,
  sort INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE challenge_entries (
  msisdn TEXT NOT NULL REFERENCES subscribers (msisdn),
  challenge_id TEXT NOT NULL REFERENCES game_challenges (challenge_id),
  image TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (msisdn, challenge_id)
);
CREATE INDEX challenge_entries_by_msisdn ON challenge_entries (msisdn, created_at DESC);

CREATE TABLE tournaments (
  tourn_id TEXT PRIMARY KEY,
  id TEXT NOT NULL,
  name TEXT NOT NULL,
  game TEXT NOT NULL,
  time_start INTEGER,
  time_end INTEGER,
  entry_fee INTEGER,
  is_entry_free INTEGER NOT NULL DEFAULT 0,
  prize TEXT NOT NULL,
  second_prize TEXT NOT NULL,
  third_prize TEXT NOT NULL,
  banner TEXT NOT NULL,
  platform TEXT NOT NULL,
  uid_check INTEGER NOT NULL DEFAULT 0,
  tourn_type TEXT NOT NULL,
  sort INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE tournament_entries (
  tourn_id TEXT NOT NULL REFERENCES tournaments (tourn_id),
  msisdn TEXT NOT NULL REFERENCES subscribers (msisdn),
  pubg_id TEXT NOT NULL,
  pubg_nick TEXT NOT NULL,
  email TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (tourn_id, msisdn)
);
CREATE INDEX tournament_entries_by_msisdn ON tournament_entries (msisdn);

CREATE TABLE esl_games (
  game_unique_id TEXT PRIMARY KEY,
  game_id TEXT NOT NULL,
  game_name TEXT NOT NULL,
  thumbnail TEXT NOT NULL
);

CREATE TABLE esl_progress (
  msisdn TEXT NOT NULL REFERENCES subscribers (msisdn),
  game_unique_id TEXT NOT NULL REFERENCES esl_games (game_unique_id),
  highest_passed INTEGER NOT NULL DEFAULT 0,
  -- The open play session (enter .. result/exit), if any.
  open_level INTEGER,
  open_credits INTEGER,
  plays INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (msisdn, game_unique_id)
);

CREATE TABLE videos (
  id TEXT PRIMARY KEY,
  game_id TEXT NOT NULL,
  game TEXT NOT NULL,
  title TEXT NOT NULL,
  link TEXT NOT NULL,
  thumbnail TEXT NOT NULL,
  sort INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE redemptions (
  uuid TEXT PRIMARY KEY,
  msisdn TEXT NOT NULL REFERENCES subscribers (msisdn),
  item INTEGER NOT NULL,
  credits INTEGER NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('pending', 'claimed')),
  name TEXT,
  email TEXT,
  phone TEXT,
  created_at INTEGER NOT NULL,
  claimed_at INTEGER
);
CREATE INDEX redemptions_by_msisdn ON redemptions (msisdn, status);

CREATE TABLE partner_notifications (
  id INTEGER PRIMARY KEY,
  msisdn TEXT NOT NULL,
  jazz_msisdn TEXT NOT NULL,
  created_at INTEGER NOT NULL
);

-- The mock's clock offset and other settings of this database.
CREATE TABLE settings (
  key TEXT PRIMARY KEY,
  value TEXT NOT NULL
);

CREATE TABLE highlight_games (
  id TEXT PRIMARY KEY,
  game_id TEXT NOT NULL,
  game TEXT NOT NULL,
  thumbnail TEXT NOT NULL,
  sort INTEGER NOT NULL DEFAULT 0
);
