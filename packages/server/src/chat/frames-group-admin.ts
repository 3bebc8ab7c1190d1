import { z } from 'zod';
import type { Method } from './protocol';

// Params of the chat service's group administration: joining, applications, members, roles, mutes methods (see frames.ts).
export const GROUP_ADMIN_PARAMS = {} satisfies Partial<Record<Method, z.ZodType>>;
