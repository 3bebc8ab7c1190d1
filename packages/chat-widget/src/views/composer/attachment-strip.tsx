// The files waiting in the editor: images inline, other files as an icon with a short name.
import { useEffect, useState } from 'react';
import { COMPOSER_AREA, composerCatalogues } from '../../i18n/lazy/composer';
import { useAreaTranslation } from '../../i18n/lazy-catalogue';
import { kindOf } from './compose-items';
import { Attachment, FileIcon, Strip } from './composer.styles';
import { truncateName } from './truncate-name';

function useObjectURL(file: File, enabled: boolean): string | null {
  const [url, setURL] = useState<string | null>(null);
  useEffect(() => {
    if (!enabled || typeof URL.createObjectURL !== 'function') return;
    const created = URL.createObjectURL(file);
    setURL(created);
    return () => URL.revokeObjectURL(created);
  }, [file, enabled]);
  return url;
}

function Item({ file, onRemove }: { file: File; onRemove(): void }) {
  const { t } = useAreaTranslation(COMPOSER_AREA, composerCatalogues);
  const image = kindOf(file) === 'image';
  const url = useObjectURL(file, image);
  const extension = file.name.includes('.') ? file.name.split('.').pop()!.slice(0, 4).toUpperCase() : '';
  return (
    <Attachment title={file.name}>
      {image && url ? <img src={url} alt={file.name} /> : <FileIcon aria-hidden>{extension}</FileIcon>}
      {!(image && url) && <span>{truncateName(file.name)}</span>}
      <button type="button" aria-label={t('composer.removeAttachment', { name: file.name })} onClick={onRemove}>
        ×
      </button>
    </Attachment>
  );
}

export function AttachmentStrip({ files, onRemove }: { files: readonly File[]; onRemove(index: number): void }) {
  if (files.length === 0) return null;
  return (
    <Strip>
      {files.map((file, index) => (
        <Item key={`${index}-${file.name}`} file={file} onRemove={() => onRemove(index)} />
      ))}
    </Strip>
  );
}
