// Statements the send path runs many times a second, prepared on the database session (PREPARE,
// then EXECUTE): PostgreSQL parses and plans such a statement once per connection instead of on
// every run: 2.5–3.3 ms of a send batch (7.2 → 3.9 ms for 10 messages, 19.7 → 17.0 ms for 80)
// (packages/server/README.md, "Local chat service"). Parameters go as quoted literals in the EXECUTE, which
// runs on both drivers (PGlite's query and `pg` through Kysely) without a named protocol-level
// statement.
import { sql, type QueryResult } from 'kysely';
import type { Db } from './connect';

/** PostgreSQL's "prepared statement does not exist" (invalid_sql_statement_name). */
const NOT_PREPARED = '26000';

/**
 * A string as an escape-string literal (E'…', quotes and backslashes doubled): read the same
 * whatever standard_conforming_strings says.
 */
export function sqlLiteral(value: string): string {
  if (value.includes('\u0000')) throw new Error('a SQL literal cannot hold NUL');
  return `E'${value.replaceAll('\\', '\\\\').replaceAll("'", "''")}'`;
}

export class PreparedStatement<R> {
  /**
   * `name`: the session-wide name (letters, digits and _); `types`: each parameter's type;
   * `body`: the statement, with its parameters as $1, $2…
   */
  constructor(
    private readonly name: string,
    private readonly types: readonly string[],
    private readonly body: string,
  ) {
    if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`bad prepared statement name: ${name}`);
  }

  /** Runs the statement with these text parameters on one connection of `db`, preparing it there first if that connection has not. */
  execute(db: Db, params: readonly string[]): Promise<QueryResult<R>> {
    return db.connection().execute((connection) => this.executeOn(connection, params));
  }

  /** The same on `connection`, a Kysely bound to one connection (Kysely's `connection()`; not a transaction). */
  async executeOn(connection: Db, params: readonly string[]): Promise<QueryResult<R>> {
    if (params.length !== this.types.length) throw new Error(`${this.name} takes ${this.types.length} parameters`);
    const run = sql<R>`execute ${sql.raw(this.name)}(${sql.raw(params.map(sqlLiteral).join(', '))})`;
    try {
      return await run.execute(connection);
    } catch (error) {
      if ((error as { code?: string }).code !== NOT_PREPARED) throw error;
      await sql`prepare ${sql.raw(this.name)}(${sql.raw(this.types.join(', '))}) as ${sql.raw(this.body)}`.execute(connection);
      return run.execute(connection);
    }
  }
}
