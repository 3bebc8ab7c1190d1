import type { SelectQueryBuilder } from 'kysely';

/** pageNum (1-based) and pageSize (1 to 100, default 10): the contract's, which every list query extends. */
export { paging } from '@employment-cloud/api-contract';

export const offsetOf = (p: { pageNum: number; pageSize: number }) => (p.pageNum - 1) * p.pageSize;

/** How many rows a list query matches (before its page is cut): the `count` of the list envelope. */
export async function countRows<DB, TB extends keyof DB>(query: SelectQueryBuilder<DB, TB, object>): Promise<number> {
  const row: { count?: unknown } = await query.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
  return Number(row.count);
}
