// POST front/v1/common/uploadFile (multipart `file`). The 2 MB limit is checked before sending.
import { request, type RequestOptions } from './client';

/** spec/console.md §9: a file must be under 2 MB. */
export const UPLOAD_LIMIT_BYTES = 2 * 1024 * 1024;

export interface UploadedFile {
  id: number;
  url: string;
  name: string;
  size: number;
  mime: string;
}

export const isTooLarge = (file: Blob): boolean => file.size >= UPLOAD_LIMIT_BYTES;

export function uploadFile(file: File, options: Pick<RequestOptions, 'policy'> = {}): Promise<UploadedFile> {
  const form = new FormData();
  form.append('file', file, file.name);
  return request<UploadedFile>('front/v1/common/uploadFile', { method: 'POST', body: form, ...options });
}
