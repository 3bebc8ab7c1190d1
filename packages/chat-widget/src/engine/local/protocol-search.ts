// Wire protocol, cloud message search (see protocol.ts).
import type {} from './protocol';

export interface SearchMethods {}
