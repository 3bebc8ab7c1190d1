import type { FastifyInstance } from 'fastify';
import { uploadHeaders } from '../http/security-headers';
import { decide } from './conditional-get';
import { contentTypeOf } from './content-type';
import type { UploadStore } from './store';
import { storedName, UPLOADS_PREFIX } from './stored-name';

/** An error the app's error handler answers with its HTTP status (src/http/errors.ts). */
const httpError = (statusCode: number, message: string) => Object.assign(new Error(message), { statusCode });

/**
 * GET and HEAD /uploads/<stored name>, from whichever store keeps the files, with the headers the
 * static route that served the folder gave: the upload policy (src/http/security-headers.ts),
 * the type by extension, `public, max-age=0` with a weak ETag and Last-Modified (so a second
 * view costs a 304), and single byte ranges (206), which browsers use to play and seek video.
 * An unknown name answers as an unknown route does.
 */
export function registerUploadServing(app: FastifyInstance, store: UploadStore): void {
  app.route<{ Params: { '*': string } }>({
    method: ['GET', 'HEAD'],
    url: `${UPLOADS_PREFIX}*`,
    handler: async (request, reply) => {
      const name = storedName.safeParse(request.params['*']);
      const file = name.success ? await store.open(name.data) : undefined;
      if (!name.success || !file) return reply.callNotFound();
      const etag = `W/"${file.size.toString(16)}-${file.modified.getTime().toString(16)}"`;
      const lastModified = file.modified.toUTCString();
      const decision = decide(request.headers, file.size, { etag, lastModified });
      if (decision.status === 412) throw httpError(412, 'Precondition Failed');
      if (decision.status === 416) {
        reply.header('content-range', `bytes */${file.size}`);
        throw httpError(416, 'Range Not Satisfiable');
      }
      reply.headers({ ...uploadHeaders(name.data), 'accept-ranges': 'bytes', 'cache-control': 'public, max-age=0', 'last-modified': lastModified, etag });
      if (decision.status === 304) return reply.code(304).send();
      const range = decision.status === 206 ? decision.range : undefined;
      if (range) reply.code(206).header('content-range', `bytes ${range.start}-${range.end}/${file.size}`);
      reply.type(contentTypeOf(name.data)).header('content-length', range ? range.end - range.start + 1 : file.size);
      return reply.send(request.method === 'HEAD' ? undefined : file.stream(range));
    },
  });
}
