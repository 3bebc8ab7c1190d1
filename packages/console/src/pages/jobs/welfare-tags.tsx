// The welfare tags: free tags (at most 10, each 1–10 characters) typed or picked from the
// dictionary's suggestions, each removable (the kit's TagInput).
import { useTranslation } from 'react-i18next';
import type { DictEntry } from '../../api/jobs.api';
import { TagInput } from '../../kit';

export interface WelfareTagsProps {
  id: string;
  value: string[];
  onChange: (value: string[]) => void;
  suggestions: DictEntry[];
  /** Reports a tag refused (too long, too many), or '' when the last one was fine. */
  onRefuse: (message: string) => void;
  describedBy?: string;
}

export function WelfareTags({ suggestions, ...props }: WelfareTagsProps) {
  const { t } = useTranslation();
  const texts = {
    add: t('jobs.welfareAdd'),
    remove: (tag: string) => t('jobs.welfareRemove', { tag }),
    tooLong: t('jobs.welfareTooLong'),
    tooMany: t('jobs.welfareTooMany'),
    hint: t('jobs.welfareHint'),
  };
  return <TagInput {...props} max={10} maxLength={10} texts={texts} suggestions={suggestions.map((entry) => entry.label)} />;
}
