import type { MultipartFile } from '@fastify/multipart';
import type { FastifyInstance, LogLevel } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { unstorableMultipartField } from '../util/multipart-text';
import { UploadTooLargeError } from '../uploads/store';
import { newStoredName } from '../uploads/stored-name';
import { cutText } from '../util/storable-text';
import { authenticate, type ChatIdentity } from './auth';
import { parseChatUserId } from './chat-user-id';
import { nowSeconds, type ChatContext } from './context';
import { ChatError, invalidParams } from './errors';
import { ERROR_CODES, UPLOAD_PATH } from './protocol';

// Media of chat messages: POST /chat/files, multipart `file`, `Authorization: UserSig <userID>:<userSig>`.
// Answers in the REST envelope with the SDK's code: 200, 7004 empty, 7005 too large, 4004 not an image.

const IMAGE_MIMES = new Set(['image/jpeg', 'image/png', 'image/gif', 'image/bmp', 'image/webp']);
/** Types a browser would run or render as a page: kept as opaque bytes, whatever was sent. */
const ACTIVE_CONTENT = /html|xml|svg|javascript|^text\//;
const SNIFF_BYTES = 4100;

async function authorize(ctx: ChatContext, header: string | undefined): Promise<ChatIdentity> {
  const match = /^UserSig (.+):([^:]+)$/.exec(header ?? '');
  if (!match) throw new ChatError(ERROR_CODES.USERSIG_INVALID, 'send Authorization: UserSig <userID>:<userSig>');
  return authenticate(ctx, match[1]!, match[2]!, nowSeconds(ctx));
}

const cleanName = (name: string) => cutText(name.replace(/[\\/\0-\x1f\x7f]/g, '_'), 200) || 'file';

/**
 * The first SNIFF_BYTES bytes of a part (all of it when shorter), to name the file by its type
 * before it is stored, and all its bytes from the start, read on as they are consumed.
 */
async function peek(file: AsyncIterable<Buffer>): Promise<{ head: Buffer; bytes: AsyncGenerator<Buffer> }> {
  const iterator = file[Symbol.asyncIterator]();
  const first: Buffer[] = [];
  let kept = 0;
  let ended = false;
  while (!ended && kept < SNIFF_BYTES) {
    const next = await iterator.next();
    if (next.done) ended = true;
    else {
      first.push(next.value);
      kept += next.value.length;
    }
  }
  async function* bytes() {
    try {
      yield* first;
      if (!ended) for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield next.value;
    } finally {
      // Stops reading the part when the store gives up on it.
      await iterator.return?.();
    }
  }
  return { head: Buffer.concat(first).subarray(0, SNIFF_BYTES), bytes: bytes() };
}

/** Streams the part into the upload store (src/uploads/), then keeps it only if it passes every check. */
async function store(ctx: ChatContext, part: MultipartFile, kind: string | undefined, owner: string) {
  const limit = ctx.config.chat.fileLimitBytes;
  const tooLarge = () => new ChatError(ERROR_CODES.FILE_TOO_LARGE, `the file is larger than ${limit} bytes`);
  const { head, bytes } = await peek(part.file);
  const sniffed = await fileTypeFromBuffer(head);
  const known = sniffed && !ACTIVE_CONTENT.test(sniffed.mime) ? sniffed : undefined;
  const storedName = newStoredName(known?.ext ?? 'bin');
  const size = await ctx.uploads.save(storedName, bytes, limit).catch((error: unknown) => {
    throw error instanceof UploadTooLargeError ? tooLarge() : error;
  });
  let kept = false;
  try {
    if (part.file.truncated) throw tooLarge();
    if (size === 0) throw new ChatError(ERROR_CODES.FILE_MISSING, 'the file is empty');
    const unstorable = unstorableMultipartField(part);
    if (unstorable !== undefined) throw invalidParams(`${unstorable}: NUL and unpaired UTF-16 surrogates are not allowed`);
    if (kind === 'image' && !(sniffed && IMAGE_MIMES.has(sniffed.mime))) {
      throw new ChatError(ERROR_CODES.INVALID_IMAGE, 'the file is not a gif, jpeg, png, bmp or webp image');
    }
    const mime = known?.mime ?? 'application/octet-stream';
    const name = cleanName(part.filename);
    const ownerId = parseChatUserId(ctx.config.chatUserPrefix, owner) ?? null;
    await ctx.db.insertInto('uploadedFiles').values({ ownerId, originalName: name, storedName, mime, size }).execute();
    kept = true;
    return { storedName, size, name, mime };
  } finally {
    if (!kept) {
      await ctx.uploads.remove(storedName).catch((error: unknown) => ctx.log.warn({ err: error, storedName }, 'chat upload: could not remove a refused file'));
    }
  }
}

export function registerChatUploadRoute(app: FastifyInstance, ctx: ChatContext): void {
  // @fastify/multipart logs the request headers, UserSig included, at trace level: never at that level here.
  const logLevel = (ctx.config.logLevel === 'trace' ? 'debug' : ctx.config.logLevel) as LogLevel;
  app.post<{ Querystring: { kind?: string } }>(UPLOAD_PATH, { logLevel }, async (request) => {
    try {
      const identity = await authorize(ctx, request.headers.authorization);
      if (!request.isMultipart()) throw new ChatError(ERROR_CODES.FILE_MISSING, 'send the file as multipart/form-data in a part named file');
      const part = await request.file({ limits: { fileSize: ctx.config.chat.fileLimitBytes } });
      if (!part) throw new ChatError(ERROR_CODES.FILE_MISSING, 'no file in the request');
      const file = await store(ctx, part, request.query.kind, identity.userID);
      const url = `${request.protocol}://${request.host}/uploads/${file.storedName}`;
      return { code: 200, msg: 'success', data: { url, size: file.size, name: file.name, mime: file.mime } };
    } catch (error) {
      if (error instanceof ChatError) return { code: error.code, msg: error.message, data: null };
      request.log.warn({ err: error }, 'chat upload failed');
      return { code: ERROR_CODES.NETWORK, msg: 'the upload failed; try again', data: null };
    }
  });
}
