// HelpPlan (/help/plan): the company's plans, each with its projects (name, target group, quota,
// enrolled and pending people, period, state). Plans are created and edited in a dialog
// (plan-dialog.tsx); a project opens its detail, its edit form, or a new one in the plan.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { fetchPlans, type HelpPlan } from '../../api/help.api';
import { LinkButton, ListState, PageFrame, PlainButton, PrimaryButton, useActivePage, useListQuery } from '../../kit';
import { pathOf } from '../../routes';
import { projectState } from './help-labels';
import { HelpTable, TableScroll } from './help-table';
import { PlanDialog } from './plan-dialog';

const Plan = styled.article`
  border: 1px solid #ebeef5;
  border-radius: 4px;
  padding: 12px 16px;
  margin-bottom: 16px;
  background: #fff;
  > header {
    display: flex;
    align-items: flex-start;
    justify-content: space-between;
    gap: 12px;
    flex-wrap: wrap;
  }
  h2 {
    margin: 0 0 4px;
    font-size: 16px;
  }
  .meta {
    margin: 0 0 4px;
    font-size: 13px;
    color: #606266;
  }
  .actions {
    display: flex;
    gap: 8px;
  }
  .none {
    color: #606266;
    font-size: 13px;
  }
`;

export default function HelpPlanPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const plans = useListQuery<HelpPlan>('help-plans', { params: {}, active: useActivePage() }, fetchPlans);
  const [editing, setEditing] = useState<HelpPlan | 'new' | null>(null);

  return (
    <PageFrame
      title={t('menu.HelpPlan')}
      actions={
        <PrimaryButton type="button" onClick={() => setEditing('new')}>
          {t('help.createPlan')}
        </PrimaryButton>
      }
    >
      <ListState status={plans.status} empty={plans.rows.length === 0} error={plans.error} emptyText={t('help.noPlans')} onRetry={plans.reload} />
      {plans.status !== 'error' &&
        plans.rows.map((plan) => (
          <Plan key={plan.id} aria-labelledby={`help-plan-${plan.id}`}>
            <header>
              <div>
                <h2 id={`help-plan-${plan.id}`}>{plan.title}</h2>
                <p className="meta">{t('help.planPeriod', { from: plan.startDate ?? '', to: plan.endDate ?? '' })}</p>
                {plan.description && <p className="meta">{plan.description}</p>}
              </div>
              <div className="actions">
                <PlainButton type="button" aria-label={`${t('help.editPlan')} ${plan.title}`} onClick={() => setEditing(plan)}>
                  {t('help.editPlan')}
                </PlainButton>
                <PrimaryButton
                  type="button"
                  aria-label={`${t('help.createProject')} ${plan.title}`}
                  onClick={() => navigate(pathOf('HelpProjectEdit', { planId: plan.id }))}
                >
                  {t('help.createProject')}
                </PrimaryButton>
              </div>
            </header>
            {plan.projects.length === 0 ? (
              <p className="none">{t('help.noProjects')}</p>
            ) : (
              <TableScroll>
                <HelpTable aria-label={t('help.projectsOf', { plan: plan.title })}>
                  <thead>
                    <tr>
                      <th scope="col">{t('help.projectTitle')}</th>
                      <th scope="col">{t('help.targetGroup')}</th>
                      <th scope="col" className="number">
                        {t('help.quota')}
                      </th>
                      <th scope="col" className="number">
                        {t('help.enrolledCount')}
                      </th>
                      <th scope="col" className="number">
                        {t('help.pendingCount')}
                      </th>
                      <th scope="col">{t('help.period')}</th>
                      <th scope="col">{t('help.projectStatus')}</th>
                      <th scope="col">{t('kit.actions')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {plan.projects.map((project) => (
                      <tr key={project.id}>
                        <td>{project.title}</td>
                        <td>{project.targetGroup}</td>
                        <td className="number">{project.quota}</td>
                        <td className="number">{project.enrolled}</td>
                        <td className="number">{project.pending}</td>
                        <td>{t('help.periodText', { from: project.startDate ?? '', to: project.endDate ?? '' })}</td>
                        <td>{t(projectState(project))}</td>
                        <td>
                          <LinkButton
                            type="button"
                            aria-label={`${t('help.detail')} ${project.title}`}
                            onClick={() => navigate(pathOf('HelpProjectDetail', { id: project.id }))}
                          >
                            {t('help.detail')}
                          </LinkButton>
                          <LinkButton
                            type="button"
                            aria-label={`${t('help.edit')} ${project.title}`}
                            onClick={() => navigate(pathOf('HelpProjectEdit', { id: project.id }))}
                          >
                            {t('help.edit')}
                          </LinkButton>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </HelpTable>
              </TableScroll>
            )}
          </Plan>
        ))}
      <PlanDialog
        plan={editing}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          plans.reload();
        }}
      />
    </PageFrame>
  );
}
