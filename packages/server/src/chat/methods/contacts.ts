import type { ContactMethods } from '../protocol';
import type { Handler } from './types';

// Friends, friend applications, blacklist, user search.
export const CONTACT_HANDLERS: { [M in keyof ContactMethods]: Handler<M> } = {};
