import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/connect';
import { badRequest } from '../envelope';
import { isPicture } from '../../uploads/picture-types';
import { fieldLabel, localeOf, t } from '../i18n';

/** The URL POST /front/v1/common/uploadFile answers (the contract's uploadedFileUrl). */
export { uploadedFileUrl as avatarUrl } from '@employment-cloud/api-contract';

/**
 * An avatar (or another picture: `field` names it) must be a picture the caller uploaded (PNG,
 * JPEG, GIF or WebP by its bytes), or the one already kept (current): a URL of someone else's file,
 * or of none, answers the field-named 400, and a file of another type says which types are taken.
 */
export async function checkAvatar(
  db: Db,
  request: FastifyRequest,
  avatar: string | null | undefined,
  current: string | null | undefined,
  field = 'avatar',
): Promise<void> {
  if (!avatar || avatar === current) return;
  const file = await db
    .selectFrom('uploadedFiles')
    .select('mime')
    .where('storedName', '=', avatar.slice('/uploads/'.length))
    .where('ownerId', '=', request.user!.id)
    .executeTakeFirst();
  if (file && isPicture(file.mime)) return;
  const locale = localeOf(request.headers['accept-language']);
  throw badRequest('field.raw', { message: t(locale, file ? 'field.notPicture' : 'field.invalid', { field: fieldLabel(locale, field) }) });
}
