// What cloud search matches in a message, and the index tokens that find it (migrations/0005).
//
// search_text: the searchable content, lower-cased. search_tokens: 32-bit hashes of every
// character bigram of it, each hashed together with the conversation key. A keyword of two or
// more characters can only be in a message holding all of its bigrams, so a GIN lookup with
// `search_tokens @> probe` finds the candidates and `strpos(search_text, keyword)` confirms them.
// Bigrams rather than pg_trgm's trigrams: Chinese words are mostly two characters, which give a
// LIKE pattern no trigram at all. The conversation in the hash scopes each lookup to one of the
// caller's conversations, so its cost follows that conversation's matches, not the whole table.
// Hash collisions only add candidates; the recheck and the conversation key drop them.

/** Message types cloud search covers (docs/chat.md §9); face and group tip messages are not searched. */
export const SEARCHED_TYPES = [
  'TIMTextElem',
  'TIMFileElem',
  'TIMImageElem',
  'TIMVideoFileElem',
  'TIMSoundElem',
  'TIMLocationElem',
  'TIMCustomElem',
  'TIMRelayElem',
] as const;

const str = (value: unknown) => (typeof value === 'string' ? value : '');

/** The searchable content of a message (images, video and audio are found by type only). */
export function searchTextOf(type: string, payload: Record<string, unknown>): string {
  switch (type) {
    case 'TIMTextElem':
      return str(payload.text).toLowerCase();
    case 'TIMFileElem':
      return str(payload.fileName).toLowerCase();
    case 'TIMLocationElem':
      return str(payload.description).toLowerCase();
    case 'TIMCustomElem':
      return [payload.data, payload.description, payload.extension].map(str).join(' ').trim().toLowerCase();
    case 'TIMRelayElem': {
      const abstracts = Array.isArray(payload.abstractList) ? payload.abstractList.map(str) : [];
      return [str(payload.title), ...abstracts].join(' ').trim().toLowerCase();
    }
    default:
      return '';
  }
}

/** Keywords never hold whitespace (they are split on it), so bigrams never cross it. */
function bigrams(text: string): Set<string> {
  const found = new Set<string>();
  for (const word of text.split(/\s+/u)) {
    const chars = [...word];
    for (let i = 0; i + 1 < chars.length; i += 1) found.add(chars[i]! + chars[i + 1]!);
  }
  return found;
}

/** FNV-1a over UTF-16 code units, as a signed 32-bit integer (PostgreSQL's int4). */
function fnv1a(text: string, seed = 0x811c9dc5): number {
  let hash = seed;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash;
}

function tokens(conversationKey: string, grams: Iterable<string>): number[] {
  const seed = fnv1a(`${conversationKey}\u001f`);
  const out = new Set<number>();
  for (const gram of grams) out.add(fnv1a(gram, seed) | 0);
  return [...out];
}

/** The index tokens of a message's search text. */
export function searchTokensOf(conversationKey: string, searchText: string): number[] {
  return tokens(conversationKey, bigrams(searchText));
}

/** The search columns of a message about to be stored. */
export function searchColumns(message: { conversationKey: string; type: string; payload: Record<string, unknown> }) {
  const searchText = searchTextOf(message.type, message.payload);
  return { searchText, searchTokens: searchTokensOf(message.conversationKey, searchText) };
}

/**
 * The tokens every message of the conversation containing all these (lower-cased) keywords
 * holds; empty when no keyword has two characters (then there is nothing to look up).
 */
export function probeOf(conversationKey: string, keywords: string[]): number[] {
  return tokens(
    conversationKey,
    keywords.flatMap((keyword) => [...bigrams(keyword)]),
  );
}
