// A job's candidate pipeline in its detail drawer: the stages in order, each with its count and
// its latest candidates; a name opens the resume (onCandidate), and a stage with more candidates
// than listed links to the job's submissions. A view: the pipeline comes in as props.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { JobPipeline as Pipeline } from '@employment-cloud/api-contract';
import { ListState, LinkButton, type ListStatus } from '../../kit';
import { STAGE_LABELS } from '../submissions/pipeline-stages';
import { pathOf } from '../../routes';

const Section = styled.section`
  margin-top: 20px;
  h3 {
    margin: 0 0 8px;
    font-size: 14px;
  }
  ol {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(140px, 1fr));
    gap: 8px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  ol > li {
    min-width: 0;
    padding: 8px;
    border: 1px solid #ebeef5;
    border-radius: 4px;
    background: #fafafa;
  }
  h4 {
    margin: 0 0 6px;
    font-size: 13px;
  }
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  ul button {
    padding: 2px 0;
    white-space: normal;
    text-align: left;
    overflow-wrap: anywhere;
  }
  p {
    margin: 0;
    color: #909399;
    font-size: 13px;
  }
  a {
    color: #1d5fc4;
    font-size: 13px;
  }
`;

export interface JobPipelineProps {
  pipeline: Pipeline | null;
  status: ListStatus;
  error: string;
  onRetry: () => void;
  onCandidate: (resumeId: number, from: HTMLElement) => void;
}

export function JobPipeline({ pipeline, status, error, onRetry, onCandidate }: JobPipelineProps) {
  const { t } = useTranslation();
  return (
    <Section aria-labelledby="job-pipeline-title">
      <h3 id="job-pipeline-title">{t('jobs.pipeline')}</h3>
      <ListState status={status} empty={pipeline === null} error={error} onRetry={onRetry} />
      {pipeline && (
        <ol aria-label={t('jobs.pipelineStages')}>
          {pipeline.stages.map(({ stage, count, candidates }) => (
            <li key={stage} aria-labelledby={`job-stage-${stage}`}>
              <h4 id={`job-stage-${stage}`}>{t('jobs.pipelineStage', { label: t(STAGE_LABELS[stage]), count })}</h4>
              {candidates.length === 0 ? (
                <p>{t('jobs.pipelineNone')}</p>
              ) : (
                <ul>
                  {candidates.map((candidate) => (
                    <li key={candidate.submissionId}>
                      <LinkButton type="button" onClick={(event) => onCandidate(candidate.resumeId, event.currentTarget)}>
                        {candidate.name}
                      </LinkButton>
                    </li>
                  ))}
                </ul>
              )}
              {count > candidates.length && (
                <Link to={pathOf('jianliIndex', { jobId: pipeline.job.id })}>{t('jobs.pipelineMore', { count: count - candidates.length })}</Link>
              )}
            </li>
          ))}
        </ol>
      )}
    </Section>
  );
}
