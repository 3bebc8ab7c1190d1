// Media upload to the chat service (the protocol's UPLOAD_PATH): XMLHttpRequest in browsers for real
// progress, fetch elsewhere (progress 0 then 1). Injectable as createLocalChat({ uploadFile }).
import { ChatError } from '../chat-error';
import { UPLOAD_CANCELLED } from '../limits';
import { ERROR_CODES, UPLOAD_PATH } from '@employment-cloud/chat-protocol';

export type MediaKind = 'image' | 'audio' | 'video' | 'file';

export interface UploadRequest {
  /** `http(s)://{chat host}/chat/files?kind=...` */
  url: string;
  kind: MediaKind;
  file: Blob;
  fileName: string;
  /** `UserSig <userID>:<userSig>` */
  authorization: string;
  /** Fraction sent, 0..1. */
  onProgress(fraction: number): void;
  /** Aborts the request: the upload rejects with UPLOAD_CANCELLED. */
  signal?: AbortSignal;
}

export interface UploadResult {
  url: string;
  size: number;
  name: string;
  mime: string;
}

export type UploadFile = (request: UploadRequest) => Promise<UploadResult>;

/** The upload endpoint on the chat URL's http(s) origin. */
export function uploadURL(chatURL: string, kind: MediaKind): string {
  const url = new URL(chatURL);
  const protocol = url.protocol === 'wss:' || url.protocol === 'https:' ? 'https:' : 'http:';
  return `${protocol}//${url.host}${UPLOAD_PATH}?kind=${kind}`;
}

/** The service's `{ code, msg, data }` answer → the upload, or its error code (7005, 4004, 7004...). */
export function readUploadAnswer(status: number, text: string): UploadResult {
  let body: { code?: unknown; msg?: unknown; data?: Partial<UploadResult> } | undefined;
  try {
    body = JSON.parse(text) as typeof body;
  } catch {
    body = undefined;
  }
  const code = typeof body?.code === 'number' ? body.code : undefined;
  const data = body?.data;
  if ((code === 0 || code === 200) && status < 400 && data && typeof data.url === 'string') {
    return { url: data.url, size: Number(data.size ?? 0), name: String(data.name ?? ''), mime: String(data.mime ?? '') };
  }
  const message = typeof body?.msg === 'string' && body.msg ? body.msg : `upload failed (HTTP ${status})`;
  throw new ChatError(code !== undefined && code !== 0 && code !== 200 ? code : ERROR_CODES.NETWORK, message);
}

const cancelled = () => new ChatError(UPLOAD_CANCELLED, 'the upload was cancelled');

function formOf(request: UploadRequest): FormData {
  const form = new FormData();
  form.append('file', request.file, request.fileName);
  return form;
}

export function fetchUploader(fetchFn: typeof fetch): UploadFile {
  return async (request) => {
    request.onProgress(0);
    let response: Response;
    try {
      const init = { method: 'POST', headers: { Authorization: request.authorization }, body: formOf(request), signal: request.signal };
      response = await fetchFn(request.url, init);
    } catch (error) {
      if (request.signal?.aborted) throw cancelled();
      throw new ChatError(ERROR_CODES.NETWORK, `upload failed: ${String(error)}`);
    }
    const result = readUploadAnswer(response.status, await response.text());
    request.onProgress(1);
    return result;
  };
}

export function xhrUploader(XHR: typeof XMLHttpRequest): UploadFile {
  return (request) =>
    new Promise((resolve, reject) => {
      const xhr = new XHR();
      xhr.open('POST', request.url);
      xhr.setRequestHeader('Authorization', request.authorization);
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) request.onProgress(event.loaded / event.total);
      };
      xhr.onload = () => {
        try {
          const result = readUploadAnswer(xhr.status, xhr.responseText);
          request.onProgress(1);
          resolve(result);
        } catch (error) {
          reject(error);
        }
      };
      xhr.onerror = () => reject(new ChatError(ERROR_CODES.NETWORK, 'upload failed: network error'));
      xhr.ontimeout = () => reject(new ChatError(ERROR_CODES.NETWORK, 'upload timed out'));
      xhr.onabort = () => reject(cancelled());
      if (request.signal?.aborted) return reject(cancelled());
      request.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
      request.onProgress(0);
      xhr.send(formOf(request));
    });
}

/** The uploader for this runtime: XMLHttpRequest when there is one and no fetch was given. */
export function defaultUploader(fetchFn: typeof fetch | undefined): UploadFile {
  if (!fetchFn && typeof XMLHttpRequest !== 'undefined') return xhrUploader(XMLHttpRequest);
  const chosen = fetchFn ?? globalThis.fetch;
  if (!chosen) return async () => Promise.reject(new ChatError(ERROR_CODES.NETWORK, 'no fetch or XMLHttpRequest to upload with'));
  return fetchUploader(chosen.bind(globalThis));
}
