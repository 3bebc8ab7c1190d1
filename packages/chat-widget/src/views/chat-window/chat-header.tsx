// The chat header: avatar and name; the candidate summary and job line with a job context;
// the group's name and member count; only the name for the administrator conversation.
import type { ReactNode } from 'react';
import { COMPOSER_AREA, composerCatalogues } from '../../i18n/lazy/composer';
import { useAreaTranslation } from '../../i18n/lazy-catalogue';
import { styled } from 'styled-components';
import { v } from '../../theme/vars';
import { Avatar } from '../conversation-list/avatar';
import { ownerOf } from '../conversation-list/avatar-colour';
import { sexLabel, type JobContext } from './job-context';

export interface ChatHeaderProps {
  /** The conversation's ID: whose avatar colour the header shows. */
  conversationID: string;
  name: string;
  avatar: string;
  group: boolean;
  memberCount: number | null;
  /** The administrator's conversation shows only its name. */
  nameOnly: boolean;
  jobContext: JobContext | null;
  /**
   * Whether the peer is a candidate, whose summary (or the no-personal-info note) heads the job
   * line. A candidate's peer is a recruiter: only the job line shows (default true).
   */
  aboutCandidate?: boolean;
  /** The peer of a one-to-one chat is typing: 'Typing...' replaces the name (docs/chat.md §1). */
  peerTyping?: boolean;
  /** Buttons at the end of the bar (the in-conversation search). */
  actions?: ReactNode;
  /** Group chats: the settings button opens the group's manage panel. */
  onManageGroup?(): void;
  onBack?(): void;
}

const Bar = styled.header`
  display: flex;
  align-items: center;
  gap: 10px;
  padding: 10px 16px;
  border-bottom: 1px solid ${v.border};
`;
const Back = styled.button`
  border: none;
  background: none;
  font-size: 18px;
  cursor: pointer;
`;
const Lines = styled.div`
  min-width: 0;
  display: flex;
  flex-direction: column;
`;
const Actions = styled.div`
  margin-left: auto;
  display: flex;
  gap: 8px;
  button {
    border: none;
    background: none;
    cursor: pointer;
  }
`;
const Name = styled.strong`
  overflow: hidden;
  white-space: nowrap;
  text-overflow: ellipsis;
`;
const Small = styled.span`
  color: ${v.textSecondary};
  font-size: 12px;
`;

export function ChatHeader({
  conversationID,
  name,
  avatar,
  group,
  memberCount,
  nameOnly,
  jobContext,
  aboutCandidate = true,
  peerTyping = false,
  actions,
  onManageGroup,
  onBack,
}: ChatHeaderProps) {
  const { t } = useAreaTranslation(COMPOSER_AREA, composerCatalogues);
  const resume = jobContext?.resume;
  const summary = resume
    ? [
        resume.name,
        resume.workStatus,
        sexLabel(resume.sex, t),
        resume.age !== null && resume.age !== undefined ? t('conversation.age', { age: resume.age }) : null,
        resume.degree,
        resume.major,
        resume.workYearsString,
      ]
        .filter(Boolean)
        .join(' | ')
    : null;
  const expectation = resume?.expectations[0];
  return (
    <Bar>
      {onBack && (
        <Back aria-label={t('conversation.back')} onClick={onBack}>
          ‹
        </Back>
      )}
      {!nameOnly && <Avatar src={avatar} alt={name} size={36} id={ownerOf(conversationID)} />}
      <Lines>
        <Name aria-live="polite">
          {peerTyping && !group ? t('composer.typing') : name}
          {group && memberCount !== null && t('conversation.memberCount', { count: memberCount })}
        </Name>
        {!nameOnly && !group && jobContext && (
          <>
            {summary ? <Small data-testid="candidate-summary">{summary}</Small> : aboutCandidate && <Small>{t('conversation.noPersonalInfo')}</Small>}
            {expectation && (
              <Small>
                {t('conversation.expectation', { city: expectation.city ?? '', position: expectation.position ?? '', salary: expectation.salaryString ?? '' })}
              </Small>
            )}
            {jobContext.job && <Small data-testid="job-line">{t('conversation.jobLine', { title: jobContext.job.title })}</Small>}
          </>
        )}
      </Lines>
      {(actions || (group && onManageGroup)) && (
        <Actions>
          {actions}
          {group && onManageGroup && (
            <button type="button" aria-label={t('shell.groupSettings')} title={t('shell.groupSettings')} onClick={onManageGroup}>
              ⋯
            </button>
          )}
        </Actions>
      )}
    </Bar>
  );
}
