import { z } from 'zod';
import { nowSeconds, type ChatContext, type ChatSession } from '../context';
import { invalidParams } from '../errors';
import type { SearchParams } from '../frames-search';
import { fittingCount } from '../frame-size';
import type { SearchMethods, WireSearchResult } from '../protocol';
import { toWireMessages } from '../store/message-view';
import { matchConversations, messagesByIds, searchScopes, type SearchFilter, type SearchScope } from '../store/search';
import { SEARCHED_TYPES } from '../store/search-text';
import { readableConversation } from './access';
import type { Handler } from './types';

/** Messages shown per conversation when searching every conversation (the widget's "all" tab shows 3). */
export const SEARCH_PREVIEW = 3;

const NO_SEQUENCE_LIMIT = 2 ** 31 - 1;
const EMPTY: WireSearchResult = { searchResultList: [], totalCount: 0, cursor: '' };

// The cursor is opaque to clients: base64url JSON of where the next page starts, as a
// conversation offset (every conversation) or a sequence (one conversation).
const cursorShape = z.union([z.object({ o: z.number().int().nonnegative() }), z.object({ s: z.number().int().positive() })]);
const encodeCursor = (value: z.infer<typeof cursorShape>) => Buffer.from(JSON.stringify(value)).toString('base64url');

function decodeCursor(cursor: string): z.infer<typeof cursorShape> | undefined {
  if (cursor === '') return undefined;
  try {
    return cursorShape.parse(JSON.parse(Buffer.from(cursor, 'base64url').toString()));
  } catch {
    throw invalidParams('cursor: not one that searchCloudMessages returned');
  }
}

function filterOf(ctx: ChatContext, p: SearchParams): SearchFilter {
  const position = p.timePosition || nowSeconds(ctx);
  return {
    keywords: p.keywordList,
    matchType: p.keywordListMatchType,
    types: p.messageTypeList.length > 0 ? p.messageTypeList : SEARCHED_TYPES,
    senders: p.senderUserIDList,
    // Message times are whole seconds: timePosition includes its own second.
    ...(p.timePosition > 0 ? { until: new Date((p.timePosition + 1) * 1000) } : {}),
    ...(p.timePeriod > 0 ? { since: new Date((position - p.timePeriod) * 1000) } : {}),
  };
}

/** Every conversation: one entry each, newest match first, paged by conversations. */
async function everyConversation(ctx: ChatContext, me: ChatSession, p: SearchParams): Promise<WireSearchResult> {
  const cursor = decodeCursor(p.cursor);
  if (cursor && !('o' in cursor)) throw invalidParams('cursor: from a search of one conversation');
  const scopes = await searchScopes(ctx.db, me.userID);
  const matches = await matchConversations(ctx.db, me.userID, scopes, filterOf(ctx, p), { before: NO_SEQUENCE_LIMIT, limit: SEARCH_PREVIEW });
  matches.sort((a, b) => b.newest.getTime() - a.newest.getTime() || b.newestId - a.newestId);
  const offset = cursor?.o ?? 0;
  const page = matches.slice(offset, offset + p.count);
  const wire = await toWireMessages(
    ctx.db,
    me.userID,
    await messagesByIds(
      ctx.db,
      page.flatMap((m) => m.ids),
    ),
  );
  const byKey = new Map(scopes.map((s) => [s.key, s]));
  let at = 0;
  const entries = page.map((m) => {
    const messageList = wire.slice(at, (at += m.ids.length));
    return { conversationID: byKey.get(m.key)!.conversationID, messageCount: m.count, messageList };
  });
  const shown = fittingCount(entries);
  return {
    searchResultList: entries.slice(0, shown),
    totalCount: matches.reduce((sum, m) => sum + m.count, 0),
    cursor: offset + shown < matches.length ? encodeCursor({ o: offset + shown }) : '',
  };
}

/** One conversation: its matches newest first, paged by sequence. */
async function oneConversation(ctx: ChatContext, me: ChatSession, p: SearchParams, conversationID: string): Promise<WireSearchResult> {
  const cursor = decodeCursor(p.cursor);
  if (cursor && !('s' in cursor)) throw invalidParams('cursor: from a search of every conversation');
  const conversation = await readableConversation(ctx, me, conversationID);
  if (conversation.group?.type === 'AVChatRoom') return EMPTY; // live groups keep no history
  const scopes: SearchScope[] = await searchScopes(ctx.db, me.userID, conversation.key);
  const before = cursor?.s ?? NO_SEQUENCE_LIMIT;
  const [found] = await matchConversations(ctx.db, me.userID, scopes, filterOf(ctx, p), { before, limit: p.count + 1 });
  if (!found) return EMPTY;
  const wire = await toWireMessages(ctx.db, me.userID, await messagesByIds(ctx.db, found.ids.slice(0, p.count)));
  const messageList = wire.slice(0, fittingCount(wire));
  const more = found.ids.length > messageList.length;
  return {
    searchResultList: [{ conversationID: scopes[0]!.conversationID, messageCount: found.count, messageList }],
    totalCount: found.count,
    cursor: more && messageList.length > 0 ? encodeCursor({ s: messageList.at(-1)!.sequence }) : '',
  };
}

/** Cloud message search over what the caller may see (docs/chat.md §7, §9). */
export const searchCloudMessages: Handler<'searchCloudMessages'> = async (ctx, me, params) =>
  params.conversationID ? oneConversation(ctx, me, params, params.conversationID) : everyConversation(ctx, me, params);

export const SEARCH_HANDLERS: { [M in keyof SearchMethods]: Handler<M> } = { searchCloudMessages };
