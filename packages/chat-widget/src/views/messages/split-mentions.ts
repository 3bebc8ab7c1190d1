// A text cut into plain parts and '@Name' mentions of given names (the bubble marks the latter).

/** `text` cut into plain and mention parts: each '@' + one of `names` (longest first) is a mention. */
export function splitMentions(text: string, names: string[]): { text: string; mention: boolean }[] {
  const targets = [...new Set(names.filter(Boolean))].map((name) => `@${name}`).sort((a, b) => b.length - a.length);
  const parts: { text: string; mention: boolean }[] = [];
  let plain = '';
  for (let i = 0; i < text.length; ) {
    const hit = text[i] === '@' ? targets.find((target) => text.startsWith(target, i)) : undefined;
    if (!hit) {
      plain += text[i++];
      continue;
    }
    if (plain) parts.push({ text: plain, mention: false });
    plain = '';
    parts.push({ text: hit, mention: true });
    i += hit.length;
  }
  if (plain) parts.push({ text: plain, mention: false });
  return parts;
}
