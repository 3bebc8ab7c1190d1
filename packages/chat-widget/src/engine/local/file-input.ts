// The files a media message may carry, brought to one shape.
import type { FileInput } from '../chat-engine';

export interface SourceFile {
  name: string;
  /** MIME type; '' when unknown. */
  type: string;
  size: number;
  /** The file as a Blob, for upload. */
  toBlob(): Blob;
  /** The first `bytes` bytes (enough to read an image's size). */
  head(bytes: number): Promise<Uint8Array>;
}

interface BlobLike {
  size: number;
  type: string;
  name?: string;
  slice(start?: number, end?: number): Blob;
}

const isBlobLike = (value: unknown): value is BlobLike =>
  typeof value === 'object' && value !== null && typeof (value as BlobLike).size === 'number' && typeof (value as BlobLike).slice === 'function';

/** A Blob/File, an `<input type="file">`'s first file, or `{ name, type, data }`; undefined when none. */
export function toSourceFile(input: FileInput | undefined | null): SourceFile | undefined {
  if (!input) return undefined;
  if ('files' in input) return toSourceFile(input.files?.[0]);
  if (isBlobLike(input)) {
    const blob = input as unknown as Blob;
    return {
      name: input.name ?? 'file',
      type: input.type,
      size: input.size,
      toBlob: () => blob,
      head: async (bytes) => new Uint8Array(await input.slice(0, bytes).arrayBuffer()),
    };
  }
  if ('data' in input && input.data instanceof Uint8Array) {
    const { data } = input;
    const type = input.type ?? '';
    return {
      name: input.name || 'file',
      type,
      size: data.byteLength,
      toBlob: () => new Blob([data as Uint8Array<ArrayBuffer>], { type }),
      head: async (bytes) => data.subarray(0, bytes),
    };
  }
  return undefined;
}

/** The lower-case extension of a file name, without the dot. */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot >= 0 ? name.slice(dot + 1).toLowerCase() : '';
}
