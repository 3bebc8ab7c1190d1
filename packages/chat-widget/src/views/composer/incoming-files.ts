// Files pasted or dropped into the composer (docs/chat.md §5, §9): which can be sent, and why the
// others cannot (a folder, an empty file, one over the 100 MB upload limit).
import { LIMITS } from '../../engine/limits';

export type FileRefusal = 'tooLarge' | 'unsupported';

export interface IncomingFiles {
  accepted: File[];
  refused: { file: File; reason: FileRefusal }[];
}

/** The files of a paste or drop (read during the event); a dropped folder is a File too, told apart by its entry. */
export function filesOf(data: DataTransfer): { files: File[]; folders: File[] } {
  const files: File[] = [];
  const folders: File[] = [];
  for (const item of data.items ?? []) {
    const file = item.kind === 'file' ? item.getAsFile() : null;
    if (file) (item.webkitGetAsEntry?.()?.isDirectory ? folders : files).push(file);
  }
  return { files, folders };
}

/** Whether a drag carries files (not a text selection, which the input takes as usual). */
export const carriesFiles = (data: DataTransfer | null) => !!data?.types.includes('Files');

export function checkFiles(files: readonly File[], folders: readonly File[] = [], limit: number = LIMITS.fileBytes): IncomingFiles {
  const result: IncomingFiles = { accepted: [], refused: folders.map((file) => ({ file, reason: 'unsupported' })) };
  for (const file of files) {
    if (!file.size || file.size > limit) result.refused.push({ file, reason: file.size ? 'tooLarge' : 'unsupported' });
    else result.accepted.push(file);
  }
  return result;
}
