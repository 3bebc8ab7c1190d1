// The selected contact's fresh facts (machines/contact-sections/contact-info.ts), reloaded when
// the lists change (a push after an action).
import { useEffect, useRef, useState } from 'react';
import type { ChatEngine } from '../../engine/chat-engine';
import { loadContactInfo, type ContactInfo, type ContactSelection } from '../../machines/contact-sections';

/** `version`: the lists the answer depends on; any of them changing reloads it. */
export function useContactInfo(engine: ChatEngine, contact: ContactSelection | null, version: readonly unknown[]): ContactInfo | null {
  const [info, setInfo] = useState<{ for: ContactSelection; info: ContactInfo } | null>(null);
  // The lists themselves are the dependencies: a pushed list is a new array.
  const lists = useRef({ version, changes: 0 });
  if (version.length !== lists.current.version.length || version.some((list, index) => list !== lists.current.version[index])) {
    lists.current = { version, changes: lists.current.changes + 1 };
  }
  const changes = lists.current.changes;
  useEffect(() => {
    if (!contact) return;
    let current = true;
    void loadContactInfo(engine, contact).then((next) => current && setInfo({ for: contact, info: next }));
    return () => {
      current = false;
    };
  }, [engine, contact, changes]);
  return contact && info?.for === contact ? info.info : null;
}
