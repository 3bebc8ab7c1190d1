import send from '@fastify/send';

/**
 * The Content-Type of a stored file, by its name's extension, as @fastify/send (which served
 * /uploads/ before src/uploads/serve-route.ts) gave it: `mime`'s type, UTF-8 for text, else
 * application/octet-stream. The extension is the type judged from the bytes when it was stored.
 */
export function contentTypeOf(name: string): string {
  const type = send.mime.getType(name) ?? 'application/octet-stream';
  return send.isUtf8MimeType(type) ? `${type}; charset=utf-8` : type;
}
