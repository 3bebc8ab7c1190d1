// The state both search inputs keep: whether search is open, the text typed, and closing (which
// clears the text).
import { useState } from 'react';

export function useSearchInput() {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const close = () => {
    setOpen(false);
    setText('');
  };
  return { open, text, setText, start: () => setOpen(true), close };
}
