// Uploading a media message's file and putting the server's URL into its payload.
import type { Message } from '../message';
import type { SourceFile } from './file-input';
import { extensionOf } from './file-input';
import { imageSize, type ImageSize } from './image-size';
import type { PendingMedia } from './message-factory';
import { uploadURL, type UploadFile, type UploadResult } from './upload';

/** Enough of the file to find the dimensions of any JPEG with a normal-sized header. */
const IMAGE_HEAD_BYTES = 256 * 1024;
const IMAGE_FORMATS: Record<string, number> = { jpeg: 1, jpg: 1, pjpeg: 1, gif: 2, png: 3, bmp: 4, 'x-ms-bmp': 4 };

export interface UploadContext {
  chatURL: string;
  authorization: string;
  uploadFile: UploadFile;
  /** Cancels the upload (engine.cancelUpload). */
  signal?: AbortSignal;
}

function fill(message: Message, file: SourceFile, result: UploadResult, size: ImageSize): void {
  const uuid = result.url.slice(result.url.lastIndexOf('/') + 1);
  const bytes = result.size || file.size;
  switch (message.type) {
    case 'TIMImageElem': {
      const subtype = (result.mime || file.type).split('/')[1]?.toLowerCase() ?? extensionOf(file.name);
      message.payload = {
        uuid,
        imageFormat: IMAGE_FORMATS[subtype] ?? 255,
        // The SDK's three sizes (original, big, thumbnail); the local service keeps one.
        imageInfoArray: ([0, 1, 2] as const).map((type) => ({ type, url: result.url, width: size.width, height: size.height, size: bytes })),
        fileName: result.name || file.name,
      };
      return;
    }
    case 'TIMSoundElem':
      Object.assign(message.payload, { uuid, url: result.url, size: bytes });
      return;
    case 'TIMVideoFileElem':
      Object.assign(message.payload, { videoUUID: uuid, videoUrl: result.url, videoSize: bytes });
      return;
    case 'TIMFileElem':
      Object.assign(message.payload, { uuid, fileUrl: result.url, fileSize: bytes });
      return;
  }
}

/** Uploads, moving `message.progress` 0→1 (never backwards) and calling onProgress as it goes. */
export async function uploadMedia(context: UploadContext, message: Message, pending: PendingMedia & { file: SourceFile }): Promise<void> {
  const { file } = pending;
  let shown = -1;
  const report = (fraction: number) => {
    const value = Math.min(1, Math.max(shown, fraction));
    if (value === shown || !Number.isFinite(value)) return;
    shown = value;
    message.progress = value;
    pending.onProgress?.(value);
  };
  const url = uploadURL(context.chatURL, pending.kind);
  const [answer, size] = await Promise.all([
    context.uploadFile({
      url,
      kind: pending.kind,
      file: file.toBlob(),
      fileName: file.name,
      authorization: context.authorization,
      onProgress: report,
      ...(context.signal ? { signal: context.signal } : {}),
    }),
    pending.kind === 'image' ? file.head(IMAGE_HEAD_BYTES).then(imageSize, () => ({ width: 0, height: 0 })) : Promise.resolve({ width: 0, height: 0 }),
  ]);
  report(1);
  // The service may answer with a path; the widget can be embedded on another origin.
  const result = { ...answer, url: new URL(answer.url, url).href };
  fill(message, file, result, size);
}
