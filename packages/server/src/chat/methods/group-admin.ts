import type { GroupAdminMethods } from '../protocol';
import type { Handler } from './types';

// Group administration: joining, applications, members, roles, mutes, dismissing.
export const GROUP_ADMIN_HANDLERS: { [M in keyof GroupAdminMethods]: Handler<M> } = {};
