// Which pages hold a form with unsaved changes, by route name: the leave prompt marks its page
// while its form is dirty, so what removes a page from outside it (the tab bar's close, close
// others, close all, refresh) asks the same question first.
const unsaved = new Map<string, Set<symbol>>();

/** Marks (or clears) one form of page `name`; answers the clearing. */
export function markUnsaved(name: string, form: symbol): () => void {
  const forms = unsaved.get(name) ?? new Set<symbol>();
  forms.add(form);
  unsaved.set(name, forms);
  return () => {
    forms.delete(form);
    if (forms.size === 0 && unsaved.get(name) === forms) unsaved.delete(name);
  };
}

/** Whether any of these pages has unsaved changes. */
export const anyUnsaved = (names: readonly string[]): boolean => names.some((name) => unsaved.has(name));
