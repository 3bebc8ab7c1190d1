// POST front/v1/common/uploadFile (multipart `file`). The 2 MB limit is checked before sending.
import { request, type RequestOptions } from './client';

/** docs/console.md §9: a file must be under 2 MB. */
export const UPLOAD_LIMIT_BYTES = 2 * 1024 * 1024;

export interface UploadedFile {
  id: number;
  url: string;
  name: string;
  size: number;
  mime: string;
}

export const isTooLarge = (file: Blob): boolean => file.size >= UPLOAD_LIMIT_BYTES;

/** The pictures an avatar or a logo may be (the server judges the bytes; this is the picker's filter). */
export const PICTURE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
export const isPicture = (file: Blob): boolean => (PICTURE_TYPES as readonly string[]).includes(file.type);

export interface UploadOptions extends Pick<RequestOptions, 'policy'> {
  /** 'image': the server takes only a picture (PNG, JPEG, GIF, WebP by its bytes). */
  kind?: 'image';
}

export function uploadFile(file: File, { kind, ...options }: UploadOptions = {}): Promise<UploadedFile> {
  const form = new FormData();
  form.append('file', file, file.name);
  return request<UploadedFile>(`front/v1/common/uploadFile${kind ? `?kind=${kind}` : ''}`, { method: 'POST', body: form, ...options });
}
