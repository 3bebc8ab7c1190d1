import { z } from 'zod';
import type { Method } from './protocol';

// Params of the chat service's contacts: friends, friend applications, blacklist, user search methods (see frames.ts).
export const CONTACT_PARAMS = {} satisfies Partial<Record<Method, z.ZodType>>;
