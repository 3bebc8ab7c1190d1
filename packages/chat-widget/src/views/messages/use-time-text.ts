// Renders a TimeLabel through the catalogue.
import { useTranslation } from 'react-i18next';
import { timeLabel } from './format-time';

export function useTimeText(): (seconds: number, withTime?: boolean) => string {
  const { t, i18n } = useTranslation('chat');
  return (seconds, withTime = true) => {
    const label = timeLabel(seconds, new Date(), i18n.language);
    const time = withTime ? label.time : '';
    switch (label.kind) {
      case 'today':
        return label.time;
      case 'yesterday':
        return `${t('time.yesterday')} ${time}`.trim();
      case 'weekday':
        return `${label.weekday} ${time}`.trim();
      case 'month':
        return t('time.formatMonth', { month: label.month, day: label.day, time }).trim();
      case 'year':
        return t('time.formatYear', { year: label.year, month: label.month, day: label.day, time }).trim();
    }
  };
}
