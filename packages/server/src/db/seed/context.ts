import type { Db } from '../connect';

/** What every demo-data step gets: the open transaction, the moment dates are relative to, the shared hash. */
export interface SeedContext {
  db: Db;
  now: Date;
  /** hashPassword(DEMO_PASSWORD), computed once: scrypt is deliberately slow. */
  passwordHash: string;
}

/** A place jobs and on-site interviews point at. */
export interface Site {
  city: string;
  address: string;
  latitude: number;
  longitude: number;
}
