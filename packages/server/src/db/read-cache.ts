// Values read from the database, kept until a committed write to their tables moves the version
// (db/table-writes.ts). Concurrent misses of one key share a single read; an undefined answer
// is not kept. Bounded: past `max` keys the oldest is dropped. With no version source every get reads.
import type { TableWrites } from './table-writes';

interface Entry<V> {
  version: number;
  value: Promise<V>;
}

export class ReadCache<K, V> {
  private readonly entries = new Map<K, Entry<V>>();

  /** `tables`: what the values are read from (each watched by `writes`). */
  constructor(
    private readonly writes: TableWrites | undefined,
    private readonly tables: readonly string[],
    private readonly max = 10_000,
  ) {
    // Throws at start-up, not on a request, when one of the tables is not watched (db/connect.ts).
    writes?.version(tables);
  }

  get(key: K, read: () => Promise<V>): Promise<V> {
    if (!this.writes) return read();
    const version = this.writes.version(this.tables);
    const hit = this.entries.get(key);
    if (hit && hit.version === version) return hit.value;
    const value = read();
    this.entries.delete(key);
    if (this.entries.size >= this.max) this.entries.delete(this.entries.keys().next().value!);
    const entry = { version, value };
    this.entries.set(key, entry);
    // Neither a failed read nor a miss (an unknown token) is kept.
    const forget = () => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    };
    value.then((found) => found === undefined && forget(), forget);
    return value;
  }
}
