import type { ChatContext, ChatSession } from '../context';
import type { Params } from '../frames';
import type { Method, Methods } from '../protocol';

/** A method of the protocol: the caller, its validated params → its result. */
export type Handler<M extends Method> = (ctx: ChatContext, me: ChatSession, params: Params<M>) => Promise<Methods[M]['result']>;
