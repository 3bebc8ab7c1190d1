import { z } from 'zod';
import type { Method } from './protocol';

// Params of the chat service's cloud message search methods (see frames.ts).
export const SEARCH_PARAMS = {} satisfies Partial<Record<Method, z.ZodType>>;
