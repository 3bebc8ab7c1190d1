// Choosing a file: refused at 2 MB or more (or, for a picture, of another type) before anything is
// sent, otherwise uploaded.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiEffects } from '../api/api-effects';
import { TOAST_MS } from '../api/error-policy';
import { isPicture, isTooLarge, uploadFile, type UploadedFile } from '../api/upload-file';

export type UploadState =
  | { kind: 'idle' }
  | { kind: 'uploading' }
  | { kind: 'refused'; message: string }
  | { kind: 'failed' }
  | { kind: 'done'; file: UploadedFile };

/** `kind: 'image'`: only a picture, checked here by the file's type and by the server by its bytes. */
export function useUpload(onUploaded?: (file: UploadedFile) => void, upload?: (file: File) => Promise<UploadedFile>, kind?: 'image') {
  const { t } = useTranslation();
  const [state, setState] = useState<UploadState>({ kind: 'idle' });

  const choose = async (file: File | undefined) => {
    if (!file) return;
    const refusal = kind === 'image' && !isPicture(file) ? t('api.uploadNotPicture') : isTooLarge(file) ? t('api.uploadTooLarge') : undefined;
    if (refusal) {
      apiEffects().toastError(refusal, TOAST_MS);
      return setState({ kind: 'refused', message: refusal });
    }
    setState({ kind: 'uploading' });
    try {
      const uploaded = await (upload ? upload(file) : uploadFile(file, { kind }));
      setState({ kind: 'done', file: uploaded });
      onUploaded?.(uploaded);
    } catch {
      // The error policy has told the user why.
      setState({ kind: 'failed' });
    }
  };
  return { state, choose };
}
