// Wire protocol, group administration: joining, applications, members, roles, mutes (see protocol.ts).
import type {} from './protocol';

export interface GroupAdminMethods {}

export interface GroupAdminEvents {}
