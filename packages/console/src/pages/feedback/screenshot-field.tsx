// Up to three screenshots: each chosen image goes through the 2 MB upload (src/upload) and shows
// as a thumbnail that can be removed; a file that is not an image is refused before it is sent.
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { FEEDBACK_IMAGES_MAX } from '@employment-cloud/api-contract';
import { uploadFile, type UploadedFile } from '../../api/upload-file';
import { ApiError } from '../../api/api-error';
import { toastError } from '../../api/toast';
import { LinkButton } from '../../kit';
import { UploadControl } from '../../upload';

const Shots = styled.div`
  display: flex;
  flex-direction: column;
  gap: 8px;
  ul {
    display: flex;
    gap: 8px;
    flex-wrap: wrap;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li {
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: 2px;
  }
  img {
    width: 80px;
    height: 80px;
    object-fit: cover;
    border: 1px solid #dcdfe6;
    border-radius: 4px;
  }
  .hint {
    color: #5b5e66;
    font-size: 12px;
    margin: 0;
  }
  .error {
    color: #c4321d;
    font-size: 12px;
    margin: 0;
  }
`;

export function ScreenshotField({
  id,
  files,
  onChange,
  error,
}: {
  id: string;
  files: UploadedFile[];
  onChange: (files: UploadedFile[]) => void;
  error?: string;
}) {
  const { t } = useTranslation();
  const full = files.length >= FEEDBACK_IMAGES_MAX;
  // Only images: refused here, before the upload, with the page's own message.
  const uploadImage = (file: File) => {
    if (!file.type.startsWith('image/')) {
      const message = t('feedback.imageOnly');
      toastError(message);
      return Promise.reject(new ApiError(message, 400, 0));
    }
    return uploadFile(file);
  };
  return (
    <Shots id={id} role="group" aria-label={t('feedback.screenshots')} aria-describedby={`${id}-hint`}>
      {files.length > 0 && (
        <ul>
          {files.map((file) => (
            <li key={file.id}>
              <img src={file.url} alt={t('feedback.screenshotAlt', { name: file.name })} />
              <LinkButton
                type="button"
                aria-label={t('feedback.removeImage', { name: file.name })}
                onClick={() => onChange(files.filter((other) => other.id !== file.id))}
              >
                ×
              </LinkButton>
            </li>
          ))}
        </ul>
      )}
      {full ? (
        <p className="hint">{t('feedback.screenshotsFull')}</p>
      ) : (
        <UploadControl key={files.map((file) => file.id).join(',')} accept="image/*" upload={uploadImage} onUploaded={(file) => onChange([...files, file])} />
      )}
      <p className="hint" id={`${id}-hint`}>
        {t('feedback.screenshotsHint')}
      </p>
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
    </Shots>
  );
}
