// The arena ledger's schema: one SQL migration per version, counted in `user_version` and applied forward on open,
// as the store's are (append a migration whenever the schema changes, never edit one that has shipped).

export const ledgerMigrations: readonly string[] = [
  // One row of settings and run-wide facts; one row per budget; immutable snapshots with their files as blobs; the
  // submissions, with a partial unique index so that at most one is ever pending.
  `CREATE TABLE ledger_run (
     id INTEGER PRIMARY KEY CHECK (id = 1),
     extension_small INTEGER NOT NULL,
     extension_full INTEGER NOT NULL,
     extended_at TEXT,
     review_taken_at TEXT,
     created_at TEXT NOT NULL
   );
   CREATE TABLE budgets (
     kind TEXT PRIMARY KEY CHECK (kind IN ('small', 'full')),
     total INTEGER NOT NULL CHECK (total >= 0),
     used INTEGER NOT NULL CHECK (used >= 0 AND used <= total)
   );
   CREATE TABLE snapshots (
     id TEXT PRIMARY KEY,
     parent TEXT REFERENCES snapshots (id),
     created_at TEXT NOT NULL
   );
   CREATE TABLE snapshot_files (
     snapshot_id TEXT NOT NULL REFERENCES snapshots (id),
     path TEXT NOT NULL,
     mode INTEGER NOT NULL,
     content BLOB NOT NULL,
     PRIMARY KEY (snapshot_id, path)
   );
   CREATE TABLE submissions (
     seq INTEGER PRIMARY KEY AUTOINCREMENT,
     id TEXT NOT NULL UNIQUE,
     kind TEXT NOT NULL CHECK (kind IN ('small', 'full')),
     request TEXT NOT NULL,
     snapshot_id TEXT NOT NULL REFERENCES snapshots (id),
     baseline INTEGER NOT NULL,
     cost INTEGER NOT NULL,
     state TEXT NOT NULL CHECK (state IN ('rejected', 'pending', 'completed')),
     preflight TEXT NOT NULL,
     result TEXT,
     rank INTEGER,
     elo REAL,
     submitted_at TEXT NOT NULL,
     completed_at TEXT,
     delivered_at TEXT
   );
   CREATE UNIQUE INDEX one_pending ON submissions (state) WHERE state = 'pending';
   CREATE INDEX champion_order ON submissions (kind, state, rank, elo);`,
  // The continuation: an extension may follow the final review turn, which then moves to base_review_at so the
  // continued run gets a review of its own; extended_after_seq marks the last submission made before the extension.
  `ALTER TABLE ledger_run ADD COLUMN base_review_at TEXT;
   ALTER TABLE ledger_run ADD COLUMN extended_after_seq INTEGER;`,
];
