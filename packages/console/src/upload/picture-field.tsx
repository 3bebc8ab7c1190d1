// A picture of a form (a logo, a licence): the label, the current picture (or a note that there is
// none), the upload control (images under 2 MB) and a remove button; the uploaded file's URL
// becomes the form's value.
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { UploadControl } from './upload-control';

const Group = styled.div`
  display: grid;
  grid-template-columns: 140px minmax(0, 480px);
  gap: 4px 12px;
  margin-bottom: 14px;
  > span {
    padding-top: 6px;
    text-align: right;
    font-size: 14px;
  }
  .error {
    grid-column: 2;
    margin: 0;
    color: #c4321d;
    font-size: 12px;
  }
  @media (max-width: 767px) {
    grid-template-columns: minmax(0, 1fr);
    > span {
      text-align: left;
    }
    .error {
      grid-column: 1;
    }
  }
`;

const Row = styled.div`
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  gap: 12px 16px;
  img,
  .none {
    width: 96px;
    height: 96px;
    border-radius: 4px;
    object-fit: contain;
    background: #f2f3f5;
    border: 1px solid #dcdfe6;
    flex: none;
  }
  .none {
    display: flex;
    align-items: center;
    justify-content: center;
    font-size: 12px;
    color: #303133;
    text-align: center;
    padding: 4px;
    box-sizing: border-box;
  }
  input[type='file'] {
    border: 0;
    padding: 0;
  }
`;

export interface PictureFieldProps {
  id: string;
  label: string;
  value: string;
  /** The picture's alt text, and what shows when there is none. */
  alt: string;
  none: string;
  error?: string;
  onChange(url: string): void;
}

export function PictureView({ src, alt, none }: { src: string | null | undefined; alt: string; none: string }) {
  return src ? <img src={src} alt={alt} /> : <span className="none">{none}</span>;
}

export function PictureField({ id, label, value, alt, none, error, onChange }: PictureFieldProps) {
  const { t } = useTranslation();
  return (
    <Group role="group" aria-labelledby={`${id}-label`} aria-describedby={error ? `${id}-error` : undefined} id={id}>
      <span id={`${id}-label`}>{label}</span>
      <Row>
        <PictureView src={value} alt={alt} none={none} />
        <UploadControl kind="image" onUploaded={(file) => onChange(file.url)} />
        {value && (
          <button type="button" onClick={() => onChange('')}>
            {t('api.uploadRemove')}
          </button>
        )}
      </Row>
      {error && (
        <p className="error" id={`${id}-error`} role="alert">
          {error}
        </p>
      )}
    </Group>
  );
}

export { Row as PictureRow };
