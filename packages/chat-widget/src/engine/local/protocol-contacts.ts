// Wire protocol, contacts: friends, friend applications, blacklist, user search (see protocol.ts).
import type {} from './protocol';

export interface ContactMethods {}

export interface ContactEvents {}
