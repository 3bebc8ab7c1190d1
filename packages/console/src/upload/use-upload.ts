// Choosing a file: refused at 2 MB or more before anything is sent, otherwise uploaded.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiEffects } from '../api/api-effects';
import { TOAST_MS } from '../api/error-policy';
import { isTooLarge, uploadFile, type UploadedFile } from '../api/upload-file';

export type UploadState =
  { kind: 'idle' } | { kind: 'uploading' } | { kind: 'refused'; message: string } | { kind: 'failed' } | { kind: 'done'; file: UploadedFile };

export function useUpload(onUploaded?: (file: UploadedFile) => void, upload: (file: File) => Promise<UploadedFile> = uploadFile) {
  const { t } = useTranslation();
  const [state, setState] = useState<UploadState>({ kind: 'idle' });

  const choose = async (file: File | undefined) => {
    if (!file) return;
    if (isTooLarge(file)) {
      const message = t('api.uploadTooLarge');
      apiEffects().toastError(message, TOAST_MS);
      return setState({ kind: 'refused', message });
    }
    setState({ kind: 'uploading' });
    try {
      const uploaded = await upload(file);
      setState({ kind: 'done', file: uploaded });
      onUploaded?.(uploaded);
    } catch {
      // The error policy has told the user why.
      setState({ kind: 'failed' });
    }
  };
  return { state, choose };
}
