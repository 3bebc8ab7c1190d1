// Knows when a committed write has touched some tables, so that what was read from them can be
// kept in memory (the session behind a token, the signed-in user's profile) and dropped the
// moment it may be stale. It sits in the database driver, which every query passes through
// (Kysely's builders and raw sql alike), rather than at each place that writes: a logout, a
// disabled colleague or a password reset cannot be missed by a new write site.
//
// The version moves after the write is committed (at the statement for a lone one, at COMMIT in
// a transaction). A reader tags what it read with the version it saw before reading, so a value
// read before a commit can never outlive it. Other nodes on the same PostgreSQL hear of a commit
// through the cluster bus (cluster/cache-sync.ts: `announce`, awaited before the write returns);
// while the bus is down nothing is kept (`unsure`).
import type { CompiledQuery, DatabaseConnection, Dialect, Driver, Kysely, QueryCompiler, QueryResult, TransactionSettings } from 'kysely';

const WRITE = /\b(?:insert\s+into|update|delete\s+from|truncate(?:\s+table)?)\s+(?:only\s+)?"?([a-z_][a-z0-9_]*)"?/gi;

export class TableWrites {
  /** Per watched table, how many committed writes have touched it. */
  private readonly counts: Map<string, number>;
  /** While set, versions never repeat, so nothing read is kept: writes elsewhere may be unheard. */
  unsure = false;
  private unsureVersion = 0;
  /** Tells other nodes of a committed write; the write returns once it resolves. */
  announce: ((tables: string[]) => Promise<void>) | undefined;

  constructor(tables: Iterable<string>) {
    this.counts = new Map([...tables].map((t) => [t.toLowerCase(), 0]));
  }

  /** Moves whenever a committed write has touched one of `tables` (all watched ones if none named). */
  version(tables?: readonly string[]): number {
    if (this.unsure) return -++this.unsureVersion;
    let sum = 0;
    for (const table of tables ?? this.counts.keys()) {
      const count = this.counts.get(table);
      if (count === undefined) throw new Error(`table ${table} is not watched`);
      sum += count;
    }
    return sum;
  }

  /** The watched tables this SQL writes to. */
  touched(sql: string): string[] {
    const tables: string[] = [];
    for (const match of sql.matchAll(WRITE)) {
      const table = match[1]!.toLowerCase();
      if (this.counts.has(table) && !tables.includes(table)) tables.push(table);
    }
    return tables;
  }

  bump(tables: Iterable<string>): void {
    for (const table of tables) {
      const count = this.counts.get(table);
      if (count !== undefined) this.counts.set(table, count + 1);
    }
  }

  /** Every watched table changed (the bus was away: writes elsewhere were missed). */
  bumpAll(): void {
    this.bump([...this.counts.keys()]);
  }

  /** A committed write here: bumped, and announced to the other nodes before it returns. */
  async committed(tables: string[]): Promise<void> {
    this.bump(tables);
    if (this.announce) await this.announce(tables);
  }
}

class WatchedConnection implements DatabaseConnection {
  /** Set between BEGIN and COMMIT/ROLLBACK: the watched tables the transaction wrote to. */
  transaction: { wrote: Set<string> } | undefined;

  constructor(
    readonly inner: DatabaseConnection,
    private readonly writes: TableWrites,
  ) {}

  async executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    const result = await this.inner.executeQuery<R>(compiled);
    const tables = this.writes.touched(compiled.sql);
    if (tables.length > 0) {
      if (this.transaction) for (const table of tables) this.transaction.wrote.add(table);
      else await this.writes.committed(tables);
    }
    return result;
  }

  streamQuery<R>(compiled: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    return this.inner.streamQuery<R>(compiled, chunkSize);
  }
}

class WatchedDriver implements Driver {
  private readonly wrappers = new WeakMap<DatabaseConnection, WatchedConnection>();

  constructor(
    private readonly driver: Driver,
    private readonly writes: TableWrites,
  ) {}

  init = () => this.driver.init();
  destroy = () => this.driver.destroy();

  async acquireConnection(): Promise<DatabaseConnection> {
    const inner = await this.driver.acquireConnection();
    let wrapper = this.wrappers.get(inner);
    if (!wrapper) this.wrappers.set(inner, (wrapper = new WatchedConnection(inner, this.writes)));
    return wrapper;
  }

  releaseConnection = (connection: DatabaseConnection) => this.driver.releaseConnection((connection as WatchedConnection).inner);

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    await this.driver.beginTransaction((connection as WatchedConnection).inner, settings);
    (connection as WatchedConnection).transaction = { wrote: new Set() };
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await this.end(connection as WatchedConnection, () => this.driver.commitTransaction((connection as WatchedConnection).inner), true);
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await this.end(connection as WatchedConnection, () => this.driver.rollbackTransaction((connection as WatchedConnection).inner), false);
  }

  private async end(connection: WatchedConnection, finish: () => Promise<void>, commit: boolean): Promise<void> {
    const wrote = connection.transaction?.wrote;
    connection.transaction = undefined;
    try {
      await finish();
    } catch (error) {
      // After a failed end too: nothing changed, but a stale value costs one more read at most.
      if (wrote) this.writes.bump(wrote);
      throw error;
    }
    if (!wrote?.size) return;
    if (commit) await this.writes.committed([...wrote]);
    // A rollback changed nothing, but a stale value costs one more read at most.
    else this.writes.bump(wrote);
  }

  savepoint?: Driver['savepoint'];
  rollbackToSavepoint?: Driver['rollbackToSavepoint'];
  releaseSavepoint?: Driver['releaseSavepoint'];

  /** Savepoints only where the driver has them (Kysely checks for the methods). */
  static of(driver: Driver, writes: TableWrites): WatchedDriver {
    const watched = new WatchedDriver(driver, writes);
    const inner = (connection: DatabaseConnection) => (connection as WatchedConnection).inner;
    if (driver.savepoint) watched.savepoint = (c, name, compile: QueryCompiler['compileQuery']) => driver.savepoint!(inner(c), name, compile);
    if (driver.rollbackToSavepoint) watched.rollbackToSavepoint = (c, name, compile) => driver.rollbackToSavepoint!(inner(c), name, compile);
    if (driver.releaseSavepoint) watched.releaseSavepoint = (c, name, compile) => driver.releaseSavepoint!(inner(c), name, compile);
    return watched;
  }
}

/** `dialect` with its writes to the watched tables reported to `writes`. */
export function watchWrites(dialect: Dialect, writes: TableWrites): Dialect {
  return {
    createAdapter: () => dialect.createAdapter(),
    createQueryCompiler: () => dialect.createQueryCompiler(),
    createIntrospector: (db: Kysely<any>) => dialect.createIntrospector(db),
    createDriver: () => WatchedDriver.of(dialect.createDriver(), writes),
  };
}

const registry = new WeakMap<object, TableWrites>();

/** Records which TableWrites watches `db` (openDatabase does). */
export function registerTableWrites(db: object, writes: TableWrites): void {
  registry.set(db, writes);
}

/** The TableWrites watching `db`, if any: without one nothing may be cached. */
export function tableWritesOf(db: object): TableWrites | undefined {
  return registry.get(db);
}
