// HelpProjectDetail (/help/project-detail?id=N): the project and its enrolled people (approved
// sign-ups) with their progress — enrolled, trained, employed — which the recruiter moves on one
// stage at a time (confirmed: it cannot be undone); the enrolled list exports as CSV.
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { advanceProgress, fetchEnrolled, fetchProject, HELP_STAGE, type EnrolledPerson, type HelpProject, type HelpStage } from '../../api/help.api';
import { toastSuccess } from '../../api/toast';
import {
  LinkButton,
  ListState,
  PageFrame,
  PlainButton,
  PrimaryButton,
  useActivePage,
  useConfirm,
  useListQuery,
  usePageSearch,
  useRecordQuery,
} from '../../kit';
import { pathOf } from '../../routes';
import { downloadCsv } from '../../kit/export/download-csv';
import { projectState, STAGE_LABELS, timeText } from './help-labels';
import { HelpTable, TableScroll } from './help-table';

const Page = styled(PageFrame)`
  h2 {
    margin: 20px 0 8px;
    font-size: 16px;
  }
  dl {
    display: grid;
    grid-template-columns: max-content minmax(0, 1fr) max-content minmax(0, 1fr);
    gap: 8px 16px;
    margin: 0;
    font-size: 14px;
  }
  dt {
    color: #606266;
  }
  dd {
    margin: 0;
  }
  .actions {
    display: flex;
    gap: 8px;
  }
  .list-head {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 12px;
  }
`;

const stageText = (t: TFunction, stage: HelpStage | null) => t(STAGE_LABELS[stage ?? HELP_STAGE.enrolled]);

export default function HelpProjectDetailPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = Number(usePageSearch().get('id')) || 0;
  const { confirm, confirmDialog } = useConfirm();
  // Back from the edit form (this page was kept alive meanwhile): the project and its people load again.
  const { state: project, retry } = useRecordQuery<HelpProject>(['help-project', id], () => fetchProject(id));
  const enrolled = useListQuery<EnrolledPerson>('help-enrolled', { params: { id }, active: useActivePage() }, () =>
    id ? fetchEnrolled(id) : Promise.resolve({ list: [], total: 0 }),
  );

  const advance = async (person: EnrolledPerson) => {
    const next = ((person.stage ?? HELP_STAGE.enrolled) + 1) as HelpStage;
    const stage = stageText(t, next);
    const sure = await confirm({
      title: t('help.advanceTitle'),
      body: t('help.advanceBody', { person: person.userName, stage }),
      confirmLabel: t('help.advanceTo', { stage }),
    });
    if (!sure) return;
    try {
      await advanceProgress(person.id, next);
      toastSuccess(t('help.advanced', { person: person.userName, stage }));
    } finally {
      enrolled.reload();
    }
  };

  const data = project.status === 'ready' ? project.data : undefined;
  const exportCsv = () => {
    if (!data) return;
    downloadCsv(
      t('help.exportFile', { project: data.title }),
      [t('help.person'), t('help.mobile'), t('help.stage'), t('help.signedUpAt'), t('help.enrolledAt'), t('help.trainedAt'), t('help.employedAt')],
      enrolled.rows.map((p) => [
        p.userName,
        p.userMobile,
        stageText(t, p.stage),
        timeText(p.createdAt),
        timeText(p.enrolledAt),
        timeText(p.trainedAt),
        timeText(p.employedAt),
      ]),
    );
  };

  return (
    <Page
      title={data?.title ?? t('menu.HelpProjectDetail')}
      actions={
        data && (
          <div className="actions">
            <PlainButton type="button" onClick={() => navigate(pathOf('HelpPlan'))}>
              {t('menu.HelpPlan')}
            </PlainButton>
            <PrimaryButton type="button" onClick={() => navigate(pathOf('HelpProjectEdit', { id: data.id }))}>
              {t('help.edit')}
            </PrimaryButton>
          </div>
        )
      }
    >
      {project.status !== 'ready' || !data ? (
        <ListState status={project.status} empty error={project.error} onRetry={retry} />
      ) : (
        <>
          <dl>
            <dt>{t('help.inPlan')}</dt>
            <dd>{data.planTitle}</dd>
            <dt>{t('help.projectStatus')}</dt>
            <dd>{t(projectState(data))}</dd>
            <dt>{t('help.targetGroup')}</dt>
            <dd>{data.targetGroup}</dd>
            <dt>{t('help.quota')}</dt>
            <dd>{t('help.quotaUsed', { enrolled: data.enrolled, quota: data.quota })}</dd>
            <dt>{t('help.period')}</dt>
            <dd>{t('help.periodText', { from: data.startDate ?? '', to: data.endDate ?? '' })}</dd>
            <dt>{t('help.pendingCount')}</dt>
            <dd>{data.pending}</dd>
            <dt>{t('help.contactName')}</dt>
            <dd>{data.contactName}</dd>
            <dt>{t('help.contactMobile')}</dt>
            <dd>{data.contactMobile}</dd>
            <dt>{t('help.projectDescription')}</dt>
            <dd style={{ gridColumn: 'span 3', whiteSpace: 'pre-wrap' }}>{data.description}</dd>
          </dl>
          <div className="list-head">
            <h2 id="help-enrolled-title">
              {t('help.enrolledLabel')}（{enrolled.total}）
            </h2>
            <PlainButton type="button" disabled={enrolled.status !== 'ready' || enrolled.rows.length === 0} onClick={exportCsv}>
              {t('help.exportCsv')}
            </PlainButton>
          </div>
          <ListState
            status={enrolled.status}
            empty={enrolled.rows.length === 0}
            error={enrolled.error}
            emptyText={t('help.noEnrolled')}
            onRetry={enrolled.reload}
          />
          {enrolled.rows.length > 0 && enrolled.status !== 'error' && (
            <TableScroll>
              <HelpTable aria-labelledby="help-enrolled-title">
                <thead>
                  <tr>
                    <th scope="col">{t('help.person')}</th>
                    <th scope="col">{t('help.mobile')}</th>
                    <th scope="col">{t('help.stage')}</th>
                    <th scope="col">{t('help.enrolledAt')}</th>
                    <th scope="col">{t('help.trainedAt')}</th>
                    <th scope="col">{t('help.employedAt')}</th>
                    <th scope="col">{t('kit.actions')}</th>
                  </tr>
                </thead>
                <tbody>
                  {enrolled.rows.map((person) => {
                    const next = person.stage === HELP_STAGE.employed ? null : (((person.stage ?? HELP_STAGE.enrolled) + 1) as HelpStage);
                    return (
                      <tr key={person.id}>
                        <td>{person.userName}</td>
                        <td>{person.userMobile}</td>
                        <td>{stageText(t, person.stage)}</td>
                        <td>{timeText(person.enrolledAt)}</td>
                        <td>{timeText(person.trainedAt)}</td>
                        <td>{timeText(person.employedAt)}</td>
                        <td>
                          {next && (
                            <LinkButton
                              type="button"
                              aria-label={`${t('help.advanceTo', { stage: stageText(t, next) })} ${person.userName}`}
                              onClick={() => void advance(person)}
                            >
                              {t('help.advanceTo', { stage: stageText(t, next) })}
                            </LinkButton>
                          )}
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </HelpTable>
            </TableScroll>
          )}
        </>
      )}
      {confirmDialog}
    </Page>
  );
}
