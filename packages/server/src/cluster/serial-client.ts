// One PostgreSQL connection whose statements run one after another in the order they were asked
// (pg would queue them too, but warns about it), made again after it is lost: the cluster bus's
// publishing connection (cluster/bus.ts), so a NOTIFY never overtakes a statement asked before it.
import pg from 'pg';

export class SerialClient {
  private client: Promise<pg.Client> | undefined;
  private queue: Promise<void> = Promise.resolve();

  constructor(private readonly connect: () => Promise<pg.Client>) {}

  query<R extends pg.QueryResultRow>(text: string, values: unknown[] = []): Promise<pg.QueryResult<R>> {
    const run = this.queue.then(async () => (await this.connection()).query<R>(text, values));
    this.queue = run.then(
      () => undefined,
      () => undefined,
    );
    return run;
  }

  async end(): Promise<void> {
    const client = await this.client?.catch(() => undefined);
    await client?.end().catch(() => undefined);
  }

  private connection(): Promise<pg.Client> {
    if (this.client) return this.client;
    const made = this.connect();
    this.client = made;
    const drop = () => {
      if (this.client === made) this.client = undefined;
    };
    made.then((client) => {
      client.on('end', drop);
      client.on('error', drop);
    }, drop);
    return made;
  }
}
