/**
 * Runs requests in batches: while one batch is with the database, new requests wait and then
 * go together in the next one. On PGlite (one connection, every statement serialised) one
 * statement over many rows costs little more than one over a single row, so under load this
 * multiplies throughput; when idle a request is run at once, alone.
 *
 * Each caller's promise settles only after `run` for its batch has settled (for a write: after
 * its transaction committed). If a batch fails, its requests are retried one by one, so that a
 * bad request fails alone and the others still succeed.
 */
export class Coalescer<In, Out> {
  private queue: { input: In; resolve: (out: Out) => void; reject: (error: unknown) => void }[] = [];
  private running = false;

  constructor(
    /** Results in the order of the inputs. */
    private readonly run: (inputs: In[]) => Promise<Out[]>,
    private readonly maxBatch: number,
  ) {}

  submit(input: In): Promise<Out> {
    return new Promise<Out>((resolve, reject) => {
      this.queue.push({ input, resolve, reject });
      if (!this.running) void this.drain();
    });
  }

  private async drain(): Promise<void> {
    this.running = true;
    try {
      while (this.queue.length > 0) {
        const batch = this.queue.splice(0, this.maxBatch);
        try {
          const outs = await this.run(batch.map((b) => b.input));
          batch.forEach((b, i) => b.resolve(outs[i]!));
        } catch (error) {
          if (batch.length === 1) {
            batch[0]!.reject(error);
            continue;
          }
          for (const b of batch) {
            try {
              b.resolve((await this.run([b.input]))[0]!);
            } catch (single) {
              b.reject(single);
            }
          }
        }
      }
    } finally {
      this.running = false;
    }
  }
}

/** One coalescer per database handle (a server, or a test's database), made on first use. */
export function perDatabase<K extends object, V>(make: (key: K) => V): (key: K) => V {
  const made = new WeakMap<K, V>();
  return (key) => {
    let value = made.get(key);
    if (!value) made.set(key, (value = make(key)));
    return value;
  };
}
