import type { FastifyInstance } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { extname } from 'node:path';
import { z } from 'zod';
import { isPicture } from '../uploads/picture-types';
import { newStoredName } from '../uploads/stored-name';
import { unstorableMultipartField } from '../util/multipart-text';
import { cutText } from '../util/storable-text';
import type { RouteContext } from './context';
import { badRequest, ok } from './envelope';
import { badCharacter, parseInput } from './validate';

/** docs/console.md §9: uploads must be under 2 MB. */
export const UPLOAD_LIMIT_BYTES = 2 * 1024 * 1024;

// What may be uploaded, by the type sniffed from the bytes (never the name or the header alone).
const ALLOWED = new Set([
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/bmp',
  'image/webp',
  'application/pdf',
  'application/msword',
  'application/x-cfb',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'audio/mpeg',
  'audio/mp4',
  'audio/x-m4a',
  'audio/aac',
  'audio/wav',
  'audio/x-wav',
  'video/mp4',
  'video/quicktime',
]);

/** `kind=image`: the file is a picture (an avatar, a logo), whatever else uploadFile takes. */
const uploadQuery = z.object({ kind: z.enum(['image']).optional() });

function isPlainText(bytes: Buffer): boolean {
  if (bytes.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

export function registerUploadRoutes(app: FastifyInstance, { db, guard, uploads }: RouteContext): void {
  app.post('/front/v1/common/uploadFile', { preHandler: guard() }, async (request) => {
    const { kind } = parseInput(uploadQuery, request.query, request);
    if (!request.isMultipart()) throw badRequest('upload.required');
    const part = await request.file();
    if (!part) throw badRequest('upload.required');
    const bytes = await part.toBuffer();
    const unstorable = unstorableMultipartField(part);
    if (unstorable !== undefined) throw badCharacter(unstorable, request.headers['accept-language']);
    if (part.file.truncated || bytes.length >= UPLOAD_LIMIT_BYTES) throw badRequest('upload.tooLarge');
    if (bytes.length === 0) throw badRequest('upload.required');

    const originalName = cutText(part.filename.replace(/[\\/]/g, '_'), 200) || 'file';
    const sniffed = await fileTypeFromBuffer(bytes);
    if (kind === 'image' && !(sniffed && isPicture(sniffed.mime))) throw badRequest('upload.notPicture');
    let mime: string;
    let ext: string;
    if (sniffed && ALLOWED.has(sniffed.mime)) {
      mime = sniffed.mime;
      ext = sniffed.ext;
    } else if (!sniffed && /\.(txt|csv|md)$/i.test(originalName) && isPlainText(bytes)) {
      mime = 'text/plain; charset=utf-8';
      ext = extname(originalName).slice(1).toLowerCase();
    } else {
      throw badRequest('upload.type');
    }

    const storedName = newStoredName(ext);
    await uploads.save(storedName, [bytes], UPLOAD_LIMIT_BYTES);
    const file = await db
      .insertInto('uploadedFiles')
      .values({ ownerId: request.user!.id, originalName, storedName, mime, size: bytes.length })
      .returning(['id', 'originalName', 'size', 'mime'])
      .executeTakeFirstOrThrow()
      .catch(async (error: unknown) => {
        // No row names the file: nothing may keep it.
        await uploads.remove(storedName);
        throw error;
      });
    return ok({ id: file.id, url: `/uploads/${storedName}`, name: file.originalName, size: file.size, mime: file.mime });
  });
}
