// At-mentions in a group's composer (docs/chat.md §2, §4, §6): typing '@' opens the member list
// ('everyone' first, then the members but oneself); Escape, leaving the input, any other edit or a
// choice closes it. The chosen people still named in the text are the message's atUserList.
import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useChatEngine } from '../../provider/engine-context';
import { loadOthers } from '../../stores/group-members';
import { AT_ALL, atUserListOf, insertMention, typedAt, type Mentionable } from './mention-text';

export interface Mentions {
  /** The list's entries while open; null when closed. */
  list: Mentionable[] | null;
  active: number;
  /** Call with each edit of the input; opens the list when the edit typed an '@'. */
  track(prev: string, next: string): void;
  /** The input's keys while the list is open; true when the list used the key. */
  onKeyDown(event: KeyboardEvent): boolean;
  /** Puts '@Name ' in place of the open '@' (the caret after it); `from` is inside the composer. */
  choose(member: Mentionable, from: Element): void;
  close(): void;
  /** The atUserList for sending `text`; forgets the choices. */
  take(text: string): string[];
}

export function useMentions(conversationID: string, text: string, setText: (text: string) => void): Mentions {
  const { t } = useTranslation('chat');
  const engine = useChatEngine();
  const groupID = conversationID.startsWith('GROUP') ? conversationID.slice(5) : null;
  const [at, setAt] = useState<number | null>(null);
  const [members, setMembers] = useState<Mentionable[]>([]);
  const [active, setActive] = useState(0);
  const chosen = useRef<Mentionable[]>([]);

  const open = at !== null;
  useEffect(() => {
    if (!open || groupID === null) return;
    let live = true;
    loadOthers(engine, groupID)
      .then((loaded) => live && setMembers(loaded))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [open, engine, groupID]);

  const list = !open ? null : [{ userID: AT_ALL, name: t('panels.mentionAll'), avatar: '' }, ...members];
  const close = useCallback(() => setAt(null), []);

  const choose = (member: Mentionable, from: Element) => {
    if (at === null) return;
    chosen.current.push(member);
    const next = insertMention(text, at, member.name);
    setText(next.text);
    // The list keeps the focus in the input; after React's update, the caret follows the mention.
    const input = (from.getRootNode() as Document | ShadowRoot).activeElement;
    if (input instanceof HTMLTextAreaElement) requestAnimationFrame(() => input.setSelectionRange(next.caret, next.caret));
  };

  return {
    list,
    active,
    track(prev, next) {
      const typed = groupID === null ? null : typedAt(prev, next);
      setAt(typed);
      setActive(0);
    },
    onKeyDown(event) {
      if (!list) return false;
      if (event.key === 'Escape') {
        event.stopPropagation();
        close();
      } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setActive((i) => (i + step + list.length) % list.length);
      } else if (event.key === 'Enter' || event.key === 'Tab') {
        choose(list[active]!, event.currentTarget);
      } else return false;
      event.preventDefault();
      return true;
    },
    choose,
    close,
    take(current) {
      const ids = atUserListOf(current, chosen.current);
      chosen.current = [];
      return ids;
    },
  };
}
