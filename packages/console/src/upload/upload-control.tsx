// A file picker that uploads to front/v1/common/uploadFile (under 2 MB: packages/server/README.md).
// It looks like the console's other buttons: the browser's own file input (its "Choose file / No
// file chosen" in the browser's language) is kept, for the keyboard and screen readers, not drawn.
import { Upload } from 'lucide-react';
import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { PICTURE_TYPES, type UploadedFile } from '../api/upload-file';
import { useUpload } from './use-upload';

const Label = styled.label`
  position: relative;
  display: inline-flex;
  flex-direction: column;
  gap: 4px;
  font-size: 14px;
`;

/** The label's face: a plain button with an icon, outlined while the hidden input has the focus. */
const Face = styled.span<{ $busy: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  align-self: flex-start;
  padding: 6px 14px;
  border: 1px solid #c0c4cc;
  border-radius: 4px;
  background: #fff;
  color: #303133;
  cursor: ${(p) => (p.$busy ? 'progress' : 'pointer')};
  opacity: ${(p) => (p.$busy ? 0.6 : 1)};
  &:hover {
    border-color: #1d5fc4;
    color: #1d5fc4;
  }
  label:focus-within > & {
    outline: 2px solid #1d5fc4;
    outline-offset: 2px;
  }
`;

/** In the page for focus, clicks and assistive technology, but not drawn. */
const HiddenInput = styled.input`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  padding: 0;
  border: 0;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
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
      <Face $busy={state.kind === 'uploading'}>
        <Upload size={16} aria-hidden="true" />
        {t('api.uploadChoose')}
      </Face>
      <HiddenInput
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
