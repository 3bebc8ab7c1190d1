import type { ColumnType, Generated } from 'kysely';

/** One password-reset code (migration 0006): `codeHash` is `salt$sha256(salt + code)`. */
export interface PasswordResetCodesTable {
  id: Generated<number>;
  userId: number;
  codeHash: string;
  expiresAt: ColumnType<Date, Date | string, Date | string>;
  usedAt: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  attempts: Generated<number>;
  createdAt: ColumnType<Date, Date | string | undefined, never>;
}
