// One open search (a lazy chunk): the search machine, fed the input's text, and its panel.
// Unmounting it is closing search.
import { useEffect } from 'react';
import type { SearchMode } from '../../machines/search';
import SearchPanel from './search-panel';
import { useSearch } from './use-search';

export interface SearchSessionProps {
  mode: SearchMode;
  conversationID?: string | null;
  text: string;
  onOpen(conversationID: string, messageID?: string): void;
}

export default function SearchSession({ mode, conversationID = null, text, onOpen }: SearchSessionProps) {
  const { actor } = useSearch(mode, conversationID);
  useEffect(() => actor.send({ type: 'OPEN' }), [actor]);
  useEffect(() => actor.send({ type: 'INPUT', text }), [actor, text]);
  return <SearchPanel actor={actor} onOpen={onOpen} />;
}
