// The frame every JSON answer of front/v1 comes in, and the parts every list route shares.
import { z } from 'zod';

/** Every JSON answer: code 200 on success, data holding the result ({ list, count } for lists). */
export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data: T;
}

/** A list route's `data`: one page of rows and how many rows match in all. */
export interface ListOf<T> {
  list: T[];
  count: number;
}

/** The schema of a list route's `data` whose rows are `row`. */
export const listOf = <T extends z.ZodType>(row: T) => z.object({ list: z.array(row), count: z.number().int().min(0) });

/** pageNum (1-based) and pageSize (1 to 100, default 10) query parameters: a shape to extend a query with. */
export const paging = {
  pageNum: z.coerce.number().int().min(1).max(100000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
};

/** A database id in a path (1 to the int column's maximum), as text or a number. */
export const idParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

/** A date and time on the wire: a Date the server answers, serialised by JSON.stringify (ISO 8601, UTC). */
export const isoDateTime = z.iso.datetime();
