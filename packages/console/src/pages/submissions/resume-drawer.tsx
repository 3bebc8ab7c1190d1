// A resume in the kit's detail drawer: profile, education, experience, expectations and the file
// (a PDF shown in a frame), with the recruiter's actions. A dumb view: the resume, its loading
// state and the preview come in as props, each action is a callback (absent: not offered), so
// any page that holds a resume (submissions, talent pool) can show it.
import { useLayoutEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { PipelineStage } from '@employment-cloud/api-contract';
import type { Resume } from '@employment-cloud/api-contract';
import type { Verdict } from '../../api/submissions.api';
import { dateTimeText, DetailDrawer, LinkButton, ListState, PlainButton, PrimaryButton, type ListStatus } from '../../kit';
import type { Preview } from './resume-file';
import { StageSteps } from './stage-steps';
import { VERDICTS } from './submission-status';

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: 16px;
  h3 {
    margin: 0 0 8px;
    font-size: 14px;
  }
  dl {
    display: grid;
    grid-template-columns: max-content 1fr;
    gap: 6px 16px;
    margin: 0;
  }
  dt {
    color: #606266;
  }
  dd {
    margin: 0;
    white-space: pre-wrap;
    word-break: break-word;
  }
  ul {
    margin: 0;
    padding-left: 20px;
  }
  p {
    margin: 0;
    white-space: pre-wrap;
  }
  iframe {
    width: 100%;
    height: 480px;
    border: 1px solid #ebeef5;
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
  }
  .note {
    color: #606266;
  }
`;

/** A monthly salary in yuan as K (8000 → 8, 8500 → 8.5). */
const inK = (yuan: number) => Number((yuan / 1000).toFixed(1));

export interface ResumeActions {
  onVerdict?: (verdict: Verdict) => void;
  onChat?: () => void;
  onInvite?: () => void;
  onDownload?: () => void;
  /** An action is under way: the buttons wait. */
  busy?: boolean;
}

export interface ResumeDrawerProps {
  open: boolean;
  onClose: () => void;
  resume: Resume | null;
  status: ListStatus;
  error: string;
  onRetry: () => void;
  /** What the page adds on top (the job applied for, the submission's status): label and value. */
  facts?: [string, string][];
  /** A submission's stage in its job's pipeline, shown as steps (absent: a resume on its own). */
  stage?: PipelineStage;
  /** The sex's label for its dictionary value (the value itself when absent). */
  sexLabel?: (value: string | null) => string;
  preview: Preview;
  actions?: ResumeActions;
}

function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl>
      {rows.map(([label, value]) => (
        <div key={label} style={{ display: 'contents' }}>
          <dt>{label}</dt>
          <dd>{value === '' || value === null || value === undefined ? '—' : value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h3 id={id}>{title}</h3>
      {children}
    </section>
  );
}

export function ResumeDrawer({
  open,
  onClose,
  resume,
  status,
  error,
  onRetry,
  facts = [],
  stage,
  sexLabel = (value) => value ?? '',
  preview,
  actions,
}: ResumeDrawerProps) {
  const { t } = useTranslation();
  const profile = resume?.profile;
  return (
    <DetailDrawer
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={profile ? t('submissions.drawerTitleOf', { name: profile.name }) : t('submissions.drawerTitle')}
    >
      <ListState status={status} empty={resume === null} error={error} onRetry={onRetry} />
      {resume && profile && (
        <Body>
          {actions && (
            <div className="actions" role="group" aria-label={t('submissions.drawerActions')}>
              {actions.onVerdict &&
                VERDICTS.map(({ verdict, label }) => (
                  <PlainButton key={verdict} type="button" disabled={actions.busy} onClick={() => actions.onVerdict!(verdict)}>
                    {t(label)}
                  </PlainButton>
                ))}
              {actions.onChat && (
                <PlainButton type="button" onClick={actions.onChat}>
                  {t('submissions.chat')}
                </PlainButton>
              )}
              {actions.onInvite && (
                <PrimaryButton type="button" onClick={actions.onInvite}>
                  {t('submissions.invite')}
                </PrimaryButton>
              )}
              {actions.onDownload && (
                <PlainButton type="button" disabled={actions.busy} onClick={actions.onDownload}>
                  {t('submissions.download')}
                </PlainButton>
              )}
            </div>
          )}
          {stage && (
            <Section id="resume-stage" title={t('submissions.stageTitle')}>
              <StageSteps stage={stage} label={t('submissions.stageTitle')} />
            </Section>
          )}
          <Section id="resume-profile" title={t('submissions.profile')}>
            <Facts
              rows={[
                ...facts,
                [t('submissions.name'), profile.name],
                [t('submissions.sex'), sexLabel(profile.sex)],
                [t('submissions.ageLabel'), profile.age === null ? '' : t('submissions.age', { count: profile.age })],
                [t('submissions.workYearsLabel'), profile.workYears === null ? '' : t('submissions.workYears', { count: profile.workYears })],
                [t('submissions.workStatus'), profile.workStatus ?? ''],
                [t('submissions.mobile'), profile.mobile ?? ''],
                [t('submissions.email'), profile.email ?? ''],
                [t('submissions.resumeUpdatedAt'), dateTimeText(profile.updatedAt)],
              ]}
            />
          </Section>
          <Section id="resume-education" title={t('submissions.education')}>
            <Facts
              rows={[
                [t('submissions.degree'), resume.education.degree ?? ''],
                [t('submissions.major'), resume.education.major ?? ''],
              ]}
            />
          </Section>
          <Section id="resume-experience" title={t('submissions.experience')}>
            <p>{resume.experience || '—'}</p>
          </Section>
          <Section id="resume-expectations" title={t('submissions.expectations')}>
            {resume.expectations.length === 0 ? (
              <p>—</p>
            ) : (
              <ul>
                {resume.expectations.map((e) => (
                  <li key={e.id}>
                    {[
                      e.position,
                      e.city,
                      e.salaryMin !== null && e.salaryMax !== null ? t('submissions.salary', { min: inK(e.salaryMin), max: inK(e.salaryMax) }) : '',
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </li>
                ))}
              </ul>
            )}
          </Section>
          <Section id="resume-file" title={t('submissions.file')}>
            <FilePart name={resume.download.name} preview={preview} onDownload={actions?.onDownload} />
          </Section>
        </Body>
      )}
    </DetailDrawer>
  );
}

/**
 * Whether the page's Content-Security-Policy refused to frame the preview (a policy without
 * blob: in frame-src): the browser then shows an empty frame, so the note is shown instead.
 */
function useFrameRefused(url: string | null): boolean {
  const [refused, setRefused] = useState(false);
  // Before the frame's load is refused (a task after its insertion), so the event is not missed.
  useLayoutEffect(() => {
    setRefused(false);
    if (!url) return;
    const seen = (event: SecurityPolicyViolationEvent) => {
      if (event.effectiveDirective === 'frame-src' && (event.blockedURI === 'blob' || event.blockedURI === url)) setRefused(true);
    };
    document.addEventListener('securitypolicyviolation', seen);
    return () => document.removeEventListener('securitypolicyviolation', seen);
  }, [url]);
  return refused;
}

function FilePart({ name, preview, onDownload }: { name: string; preview: Preview; onDownload?: () => void }) {
  const { t } = useTranslation();
  const refused = useFrameRefused(preview.status === 'ready' ? preview.url : null);
  const file = onDownload ? (
    <LinkButton type="button" onClick={onDownload}>
      {name}
    </LinkButton>
  ) : (
    <span>{name}</span>
  );
  switch (preview.status) {
    case 'ready':
      return (
        <>
          <p>
            {file}{' '}
            <a href={preview.url} target="_blank" rel="noopener noreferrer">
              {t('submissions.openFile', { name })}
            </a>
          </p>
          {/* Not sandboxed: browsers refuse to run their PDF viewer in a sandboxed frame. The blob is
              always typed application/pdf, so whatever the upload holds is read as a PDF, never as a page. */}
          {refused ? <p className="note">{t('submissions.noPreview')}</p> : <iframe title={t('submissions.preview', { name })} src={preview.url} />}
        </>
      );
    case 'loading':
      return (
        <>
          <p>{file}</p>
          <p role="status">{t('submissions.previewLoading')}</p>
        </>
      );
    case 'error':
      return (
        <>
          <p>{file}</p>
          <p className="note">{t('submissions.previewFailed', { message: preview.error })}</p>
        </>
      );
    default:
      return (
        <>
          <p>{file}</p>
          <p className="note">{t('submissions.noPreview')}</p>
        </>
      );
  }
}
