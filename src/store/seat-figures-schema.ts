// Schema 9: each match's per-seat figures (match_seats, written with the match) and each run's per-agent sums of them
// (run_agents, kept by triggers as matches are linked, re-committed and unlinked), so a run's figures (invalid-action
// rate, tool calls, tokens and cost per game) read a few rows per agent however many matches it holds.
import type Database from 'better-sqlite3';
import type { MatchRecord } from '../core/match-record.js';
import { seatFigureNames, seatFigures } from '../core/seat-figures.js';
import { prepared } from './prepared.js';

/** The figure columns, the i-th holding `seatFigureNames[i]` (frozen with this migration: a new figure needs a new one). */
export const seatFigureColumns = [
  'unscored',
  'decisions',
  'attempts',
  'invalid',
  'fallbacks',
  'forfeits',
  'self_scored',
  'model_calls',
  'cached_calls',
  'tool_calls',
  'input_tokens',
  'output_tokens',
  'cost_usd',
] as const;

const columns = seatFigureColumns;
const list = (prefix = '') => columns.map((column) => `${prefix}${column}`).join(', ');
const declared = columns.map((column) => `${column} ${column === 'cost_usd' ? 'REAL' : 'INTEGER'} NOT NULL`).join(', ');
const added = columns.map((column) => `${column} = ${column} + excluded.${column}`).join(', ');
const upsert = `ON CONFLICT (run_id, game, players, agent, protocol) DO UPDATE SET games = games + excluded.games, ${added}`;

const tables = `
  CREATE TABLE match_seats (
    match_id TEXT NOT NULL REFERENCES matches (id) ON DELETE CASCADE,
    seat INTEGER NOT NULL,
    game TEXT NOT NULL,
    players INTEGER NOT NULL,
    agent TEXT NOT NULL,
    ${declared},
    PRIMARY KEY (match_id, seat)
  ) WITHOUT ROWID;
  CREATE TABLE run_agents (
    run_id TEXT NOT NULL,
    game TEXT NOT NULL,
    players INTEGER NOT NULL,
    agent TEXT NOT NULL,
    protocol TEXT NOT NULL,
    games INTEGER NOT NULL,
    ${declared},
    PRIMARY KEY (run_id, game, players, agent, protocol)
  ) WITHOUT ROWID;
  CREATE TRIGGER run_agents_link AFTER INSERT ON run_matches BEGIN
    INSERT INTO run_agents (run_id, game, players, agent, protocol, games, ${list()})
      SELECT NEW.run_id, game, players, agent, NEW.protocol, 1, ${list()} FROM match_seats WHERE match_id = NEW.match_id
      ${upsert};
  END;
  CREATE TRIGGER run_agents_unlink AFTER DELETE ON run_matches BEGIN
    UPDATE run_agents SET games = run_agents.games - s.games,
        ${columns.map((column) => `${column} = run_agents.${column} - s.${column}`).join(', ')}
      FROM (SELECT game, players, agent, COUNT(*) AS games,
              ${columns.map((column) => `SUM(${column}) AS ${column}`).join(', ')}
            FROM match_seats WHERE match_id = OLD.match_id GROUP BY game, players, agent) s
      WHERE run_agents.run_id = OLD.run_id AND run_agents.game = s.game AND run_agents.players = s.players
        AND run_agents.agent = s.agent AND run_agents.protocol = OLD.protocol;
    DELETE FROM run_agents WHERE run_id = OLD.run_id AND games = 0;
  END;
  CREATE TRIGGER match_seats_add AFTER INSERT ON match_seats BEGIN
    INSERT INTO run_agents (run_id, game, players, agent, protocol, games, ${list()})
      SELECT run_id, NEW.game, NEW.players, NEW.agent, protocol, 1, ${list('NEW.')} FROM run_matches WHERE match_id = NEW.match_id
      ${upsert};
  END;
  CREATE TRIGGER match_seats_remove AFTER DELETE ON match_seats BEGIN
    UPDATE run_agents SET games = games - 1, ${columns.map((column) => `${column} = ${column} - OLD.${column}`).join(', ')}
      WHERE (run_id, game, players, agent, protocol) IN
        (SELECT run_id, OLD.game, OLD.players, OLD.agent, protocol FROM run_matches WHERE match_id = OLD.match_id);
    DELETE FROM run_agents WHERE games = 0 AND run_id IN (SELECT run_id FROM run_matches WHERE match_id = OLD.match_id);
  END;`;

/** Writes the seat rows of `record` (replacing any it had): the triggers carry the change to every run holding it. */
export function writeMatchSeats(db: Database.Database, record: MatchRecord): void {
  prepared(db, 'DELETE FROM match_seats WHERE match_id = ?').run(record.id);
  const insert = prepared(
    db,
    `INSERT INTO match_seats (match_id, seat, game, players, agent, ${list()})
       VALUES (?, ?, ?, ?, ?, ${columns.map(() => '?').join(', ')})`,
  );
  for (const [seat, figures] of seatFigures(record).entries()) {
    const { agent } = record.seats[seat] as { agent: string };
    insert.run(
      record.id,
      seat,
      record.game,
      record.seats.length,
      agent,
      ...seatFigureNames.map((name) => figures[name]),
    );
  }
}

/** The migration: the tables and triggers, then every stored match's seat rows from its record (the runs fill in). */
export function seatFiguresMigration(db: Database.Database): void {
  db.exec(tables);
  const { n } = db.prepare('SELECT COUNT(*) AS n FROM match_records').get() as { n: number };
  // Reading every record takes a while on a large store: say so once.
  if (n >= 20_000) process.stderr.write(`xparena: upgrading the store: reading its ${n} match records once\n`);
  // In pages: a connection cannot write while a statement of it is still reading.
  const page = db.prepare('SELECT rowid, record FROM match_records WHERE rowid > ? ORDER BY rowid LIMIT 500');
  for (let after = 0, rows = page.all(after); rows.length > 0; rows = page.all(after)) {
    for (const row of rows as { rowid: number; record: string }[]) {
      writeMatchSeats(db, JSON.parse(row.record));
      after = row.rowid;
    }
  }
}
