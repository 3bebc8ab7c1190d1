// An avatar: the current picture (or none) and the upload control (PNG, JPEG, GIF or WebP under 2 MB); the
// uploaded file's URL becomes the form's value.
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { UploadControl } from '../../upload';

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
  @media (max-width: 767px) {
    grid-template-columns: minmax(0, 1fr);
    > span {
      text-align: left;
    }
  }
`;

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: 16px;
  img,
  .none {
    width: 64px;
    height: 64px;
    border-radius: 50%;
    object-fit: cover;
    background: #dcdfe6;
    flex: none;
  }
  .none {
    display: flex;
    align-items: center;
    justify-content: center;
    font-size: 12px;
    color: #303133;
    text-align: center;
  }
  input[type='file'] {
    border: 0;
    padding: 0;
  }
`;

export function AvatarView({ src, name }: { src: string | null | undefined; name: string }) {
  const { t } = useTranslation();
  return src ? <img src={src} alt={t('profile.avatarAlt', { name })} /> : <span className="none">{t('profile.noAvatar')}</span>;
}

export function AvatarField({ id, value, name, onChange }: { id: string; value: string; name: string; onChange: (url: string) => void }) {
  const { t } = useTranslation();
  return (
    <Group role="group" aria-labelledby={`${id}-label`}>
      <span id={`${id}-label`}>{t('profile.avatar')}</span>
      <Row>
        <AvatarView src={value} name={name} />
        <UploadControl kind="image" onUploaded={(file) => onChange(file.url)} />
      </Row>
    </Group>
  );
}

export { Row as AvatarRow };
