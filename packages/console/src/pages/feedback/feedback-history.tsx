// The company's past feedback, newest first and paged: type, status (待处理 / 已回复), the text
// with its screenshots, who sent it when, and the platform's reply.
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { FEEDBACK_STATUS, type Feedback } from '@employment-cloud/api-contract';
import { fetchFeedback } from '../../api/feedback.api';
import type { TopicKey } from '../../i18n-keys';
import { dateTimeText, DataTable, type ListColumn, pagedTableProps, useListPage } from '../../kit';

/** The statuses the console names; another (a newer server's) reads as its number. */
const STATUS_LABELS: Record<number, TopicKey<'feedback'>> = {
  [FEEDBACK_STATUS.pending]: 'feedback.status.1',
  [FEEDBACK_STATUS.replied]: 'feedback.status.2',
};
const statusText = (t: TFunction, status: number) => {
  const label = STATUS_LABELS[status];
  return label ? t(label) : String(status);
};

const Text = styled.div`
  min-width: 220px;
  max-width: 520px;
  white-space: pre-wrap;
  word-break: break-word;
  .shots {
    display: flex;
    gap: 6px;
    margin-top: 6px;
  }
  .shots img {
    width: 56px;
    height: 56px;
    object-fit: cover;
    border: 1px solid #dcdfe6;
    border-radius: 4px;
  }
  small {
    display: block;
    color: #5b5e66;
    margin-top: 4px;
  }
`;

const Status = styled.span<{ $replied: boolean }>`
  display: inline-block;
  padding: 0 8px;
  border-radius: 10px;
  font-size: 12px;
  line-height: 20px;
  white-space: nowrap;
  color: ${(p) => (p.$replied ? '#1a6b35' : '#8a5a00')};
  background: ${(p) => (p.$replied ? '#e7f6ec' : '#fdf3e1')};
`;

function columns(t: TFunction): ListColumn<Feedback>[] {
  return [
    { id: 'type', header: t('feedback.type'), cell: ({ row }) => <span style={{ whiteSpace: 'nowrap' }}>{t(`feedback.type.${row.original.type}`)}</span> },
    {
      id: 'content',
      header: t('feedback.content'),
      cell: ({ row }) => (
        <Text>
          {row.original.content}
          {row.original.images.length > 0 && (
            <span className="shots">
              {row.original.images.map((image) => (
                <a key={image.id} href={image.url} target="_blank" rel="noreferrer">
                  <img src={image.url} alt={t('feedback.screenshotAlt', { name: image.name })} />
                </a>
              ))}
            </span>
          )}
          <small>{t('feedback.submittedBy', { author: row.original.author, time: dateTimeText(row.original.createdAt) })}</small>
        </Text>
      ),
    },
    {
      id: 'status',
      header: t('fairs.statusLabel'),
      cell: ({ row }) => <Status $replied={row.original.status === FEEDBACK_STATUS.replied}>{statusText(t, row.original.status)}</Status>,
    },
    {
      id: 'reply',
      header: t('feedback.reply'),
      cell: ({ row }) =>
        row.original.reply ? (
          <Text>
            {row.original.reply}
            {row.original.repliedAt && <small>{t('feedback.repliedAt', { time: dateTimeText(row.original.repliedAt) })}</small>}
          </Text>
        ) : (
          ''
        ),
    },
  ];
}

export function FeedbackHistory() {
  const { t } = useTranslation();
  const list = useListPage({ name: 'feedback', filters: {}, request: ({ page, size }) => fetchFeedback({ pageNum: page, pageSize: size }) });
  const cols = useMemo(() => columns(t), [t]);
  return (
    <section aria-labelledby="feedback-history-title">
      <h2 id="feedback-history-title">{t('feedback.historyTitle')}</h2>
      <DataTable<Feedback>
        label={t('feedback.historyLabel')}
        columns={cols}
        {...pagedTableProps(list.query, list)}
        getRowId={(row) => String(row.id)}
        emptyText={t('feedback.empty')}
      />
    </section>
  );
}
