import type { Multipart, MultipartFile } from '@fastify/multipart';
import { isUnstorable, printable } from './storable-text';

/**
 * The name of the first multipart field whose name, text value or file name holds NUL or an
 * unpaired surrogate (storable-text.ts), or undefined. Multipart bodies skip the REST validation
 * layer, so the upload routes ask this of the part they received and the fields before it.
 */
export function unstorableMultipartField(part: MultipartFile): string | undefined {
  const parts: Multipart[] = [part];
  for (const entry of Object.values(part.fields)) {
    if (Array.isArray(entry)) parts.push(...entry);
    else if (entry) parts.push(entry);
  }
  for (const p of parts) {
    if (isUnstorable(p.fieldname)) return printable(p.fieldname);
    const text = p.type === 'file' ? p.filename : p.value;
    if (typeof text === 'string' && isUnstorable(text)) return p.fieldname;
  }
  return undefined;
}
