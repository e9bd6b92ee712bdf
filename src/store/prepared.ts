// Prepared statements kept per connection: preparing compiles the SQL and the body of every trigger it fires, so
// the statements of each match's commit are compiled once per connection instead of once per match.
import type Database from 'better-sqlite3';

const statements = new WeakMap<Database.Database, Map<string, Database.Statement>>();

/** The statement for `sql` on `db`, prepared on first use. */
export function prepared(db: Database.Database, sql: string): Database.Statement {
  let byText = statements.get(db);
  if (!byText) {
    byText = new Map();
    statements.set(db, byText);
  }
  let statement = byText.get(sql);
  if (!statement) {
    statement = db.prepare(sql);
    byText.set(sql, statement);
  }
  return statement;
}
