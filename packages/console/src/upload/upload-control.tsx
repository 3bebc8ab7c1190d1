// A file picker that uploads to front/v1/common/uploadFile (under 2 MB, spec/console.md §5).
import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { PICTURE_TYPES, type UploadedFile } from '../api/upload-file';
import { useUpload } from './use-upload';

const Label = styled.label`
  display: inline-flex;
  flex-direction: column;
  gap: 4px;
  font-size: 14px;
`;

const Status = styled.span<{ $error?: boolean }>`
  font-size: 12px;
  color: ${(p) => (p.$error ? '#f56c6c' : '#606266')};
`;

export interface UploadControlProps {
  accept?: string;
  onUploaded?(file: UploadedFile): void;
  /** The upload call; the server's by default. */
  upload?(file: File): Promise<UploadedFile>;
  /** 'image': a picture (PNG, JPEG, GIF, WebP) only, which the picker offers and both sides check. */
  kind?: 'image';
}

export function UploadControl({ accept, onUploaded, upload, kind }: UploadControlProps) {
  const { t } = useTranslation();
  const { state, choose } = useUpload(onUploaded, upload, kind);
  const onChange = (e: ChangeEvent<HTMLInputElement>) => {
    void choose(e.target.files?.[0]);
    e.target.value = '';
  };
  return (
    <Label>
      {t('api.uploadChoose')}
      <input
        type="file"
        accept={accept ?? (kind === 'image' ? PICTURE_TYPES.join(',') : undefined)}
        disabled={state.kind === 'uploading'}
        onChange={onChange}
      />
      {state.kind === 'uploading' && <Status>{t('api.uploading')}</Status>}
      {state.kind === 'refused' && (
        <Status role="alert" $error>
          {state.message}
        </Status>
      )}
      {state.kind === 'failed' && (
        <Status role="alert" $error>
          {t('api.uploadFailed')}
        </Status>
      )}
      {state.kind === 'done' && <Status role="status">{t('api.uploaded', { name: state.file.name })}</Status>}
    </Label>
  );
}
