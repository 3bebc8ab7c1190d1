// PostgreSQL cannot store every JavaScript string: text and jsonb refuse NUL (U+0000), and an
// unpaired UTF-16 surrogate either fails in jsonb ("\ud800" escapes) or is silently replaced
// when encoded as UTF-8. Input holding one is refused where it enters the server (the REST
// validation layer, multipart uploads, chat frames), so no query ever sees it.

// Without the `u` flag a regular expression sees UTF-16 code units, so lone halves are visible.
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Whether s holds NUL or an unpaired surrogate. */
export function isUnstorable(s: string): boolean {
  return UNSTORABLE.test(s);
}

/** A key or value shown back in a message: the offending characters as \uXXXX escapes, kept short. */
export function printable(s: string): string {
  const shown = s.replace(new RegExp(UNSTORABLE.source, 'g'), (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
  return shown.length > 64 ? `${cutText(shown, 61)}...` : shown;
}

interface Step {
  value: unknown;
  key: string | number | undefined;
  parent: Step | undefined;
}

const pathOf = (step: Step): (string | number)[] => {
  const path: (string | number)[] = [];
  for (let at: Step | undefined = step; at && at.key !== undefined; at = at.parent) path.push(at.key);
  return path.reverse();
};

/**
 * The path to the first string (value or object key) in value that holds NUL or an unpaired
 * surrogate, or undefined when there is none. Iterative with parent links, so deeply nested
 * JSON neither exhausts the stack nor costs a copied path per level; a bad key is named by its
 * printable form.
 */
export function findUnstorable(value: unknown): (string | number)[] | undefined {
  const stack: Step[] = [{ value, key: undefined, parent: undefined }];
  const seen = new Set<object>();
  while (stack.length > 0) {
    const step = stack.pop()!;
    const current = step.value;
    if (typeof current === 'string') {
      if (isUnstorable(current)) return pathOf(step);
      continue;
    }
    if (current === null || typeof current !== 'object' || seen.has(current)) continue;
    seen.add(current);
    if (Array.isArray(current)) {
      for (let i = current.length - 1; i >= 0; i -= 1) stack.push({ value: current[i], key: i, parent: step });
      continue;
    }
    const keys = Object.keys(current);
    for (const key of keys) if (isUnstorable(key)) return [...pathOf(step), printable(key)];
    for (let i = keys.length - 1; i >= 0; i -= 1) {
      const key = keys[i]!;
      stack.push({ value: (current as Record<string, unknown>)[key], key, parent: step });
    }
  }
  return undefined;
}

/** s cut to at most max UTF-16 units without splitting a surrogate pair (half a pair is unstorable). */
export function cutText(s: string, max: number): string {
  if (s.length <= max) return s;
  const high = s.charCodeAt(max - 1);
  return s.slice(0, high >= 0xd800 && high <= 0xdbff ? max - 1 : max);
}
