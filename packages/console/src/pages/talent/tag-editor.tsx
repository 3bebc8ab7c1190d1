// The tags of a talent-pool entry: free tags (at most 5, each 1–10 characters) typed and added on
// Enter or 添加标签, each removable (the kit's TagInput).
import { useTranslation } from 'react-i18next';
import { TagInput } from '../../kit';

export const MAX_TAGS = 5;
export const MAX_TAG_LENGTH = 10;

export interface TagEditorProps {
  id: string;
  value: string[];
  onChange: (value: string[]) => void;
  /** Reports a tag refused (too long, too many), or '' when the last one was fine. */
  onRefuse: (message: string) => void;
  describedBy?: string;
}

export function TagEditor(props: TagEditorProps) {
  const { t } = useTranslation();
  const texts = {
    add: t('talent.tagAdd'),
    remove: (tag: string) => t('talent.tagRemove', { tag }),
    tooLong: t('talent.tagTooLong'),
    tooMany: t('talent.tagsTooMany'),
  };
  return <TagInput {...props} max={MAX_TAGS} maxLength={MAX_TAG_LENGTH} texts={texts} />;
}
