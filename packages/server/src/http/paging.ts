import { z } from 'zod';

/** pageNum (1-based) and pageSize (1 to 100, default 10) query parameters. */
export const paging = {
  pageNum: z.coerce.number().int().min(1).max(100000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
};

export const offsetOf = (p: { pageNum: number; pageSize: number }) => (p.pageNum - 1) * p.pageSize;
