// qiyeZhaopinhuiEdit (/qiye/zhaopinhui/edit?id=N): a fair's detail — when, where, who organises
// it, its schedule; the company's sign-up (booth, the jobs it brings: changed while the fair takes
// sign-ups, or the sign-up made or cancelled); the candidates who applied through it, with 沟通.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { FAIR_STATUS, fetchFair, type FairDetail } from '../../api/fairs.api';
import { pathOf } from '../../routes';
import { dateTimeText, DangerButton, PlainButton, PrimaryButton, useConfirm, usePageSearch, useRecordQuery } from '../../kit';
import { FairApplications } from './fair-applications';
import { period, StatusBadge, typeText } from './fair-labels';
import { JobPickerDialog } from './job-picker-dialog';
import { useFairActions } from './use-fair-actions';

const Page = styled.section`
  padding: 16px;
  > header {
    display: flex;
    align-items: center;
    gap: 12px;
    flex-wrap: wrap;
    margin-bottom: 12px;
  }
  h1 {
    margin: 0;
    font-size: 18px;
  }
  h2 {
    margin: 0 0 12px;
    font-size: 16px;
  }
  > section {
    background: #fff;
    border: 1px solid #ebeef5;
    border-radius: 4px;
    padding: 16px;
    margin-bottom: 16px;
  }
  dl {
    display: grid;
    grid-template-columns: max-content minmax(0, 1fr);
    gap: 8px 16px;
    margin: 0;
    font-size: 14px;
  }
  dt {
    color: #5b5e66;
  }
  dd {
    margin: 0;
  }
  table.schedule {
    border-collapse: collapse;
    width: 100%;
    font-size: 14px;
  }
  table.schedule th,
  table.schedule td {
    text-align: left;
    padding: 8px;
    border-bottom: 1px solid #ebeef5;
  }
  .jobs {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  .jobs li {
    padding: 2px 10px;
    border-radius: 12px;
    background: #f0f2f5;
    font-size: 13px;
  }
  .row {
    display: flex;
    gap: 8px;
    flex-wrap: wrap;
    margin-top: 12px;
  }
  .state {
    padding: 32px 0;
    text-align: center;
    color: #606266;
  }
  .booth {
    font-size: 20px;
    font-weight: 600;
    color: #1d5fc4;
  }
  a {
    color: #1d5fc4;
  }
`;

function Info({ fair }: { fair: FairDetail }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="fair-info">
      <h2 id="fair-info">{t('fairs.info')}</h2>
      <dl>
        <dt>{t('fairs.typeLabel')}</dt>
        <dd>{typeText(t, fair)}</dd>
        <dt>{t('fairs.time')}</dt>
        <dd>{period(fair.startAt, fair.endAt)}</dd>
        <dt>{t('fairs.venue')}</dt>
        <dd>{fair.address ?? ''}</dd>
        <dt>{t('fairs.organizer')}</dt>
        <dd>{fair.organizer ?? ''}</dd>
        <dt>{t('fairs.companies')}</dt>
        <dd>{t('fairs.companyCount', { count: fair.companyCount })}</dd>
        {fair.description && (
          <>
            <dt>{t('fairs.description')}</dt>
            <dd>{fair.description}</dd>
          </>
        )}
      </dl>
    </section>
  );
}

function Schedule({ fair }: { fair: FairDetail }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="fair-schedule">
      <h2 id="fair-schedule">{t('fairs.schedule')}</h2>
      {fair.schedule.length === 0 ? (
        <p>{t('fairs.noSchedule')}</p>
      ) : (
        <table className="schedule" aria-labelledby="fair-schedule">
          <thead>
            <tr>
              <th scope="col">{t('fairs.slotTime')}</th>
              <th scope="col">{t('fairs.slotTitle')}</th>
            </tr>
          </thead>
          <tbody>
            {fair.schedule.map((slot) => (
              <tr key={`${slot.startAt}-${slot.title}`}>
                <td>{period(slot.startAt, slot.endAt)}</td>
                <td>{slot.title}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

function MySignup({ fair, actions }: { fair: FairDetail; actions: ReturnType<typeof useFairActions> }) {
  const { t } = useTranslation();
  const open = fair.status === FAIR_STATUS.signup;
  const signup = fair.signup;
  return (
    <section aria-labelledby="fair-signup">
      <h2 id="fair-signup">{t('fairs.mySignupTitle')}</h2>
      {signup ? (
        <dl>
          <dt>{t('fairs.boothNo')}</dt>
          <dd className="booth" data-testid="booth">
            {signup.boothNo ?? t('fairs.boothPending')}
          </dd>
          <dt>{t('fairs.signedUpAt')}</dt>
          <dd>{dateTimeText(signup.createdAt)}</dd>
          <dt>{t('fairs.myJobs')}</dt>
          <dd>
            <ul className="jobs" aria-label={t('fairs.myJobs')}>
              {signup.jobs.map((job) => (
                <li key={job.id}>{job.title}</li>
              ))}
            </ul>
          </dd>
        </dl>
      ) : (
        <p>{t('fairs.notSignedUpYet')}</p>
      )}
      {!open && <p>{t('fairs.closedForSignup')}</p>}
      {open && (
        <div className="row">
          {signup ? (
            <>
              <PlainButton
                type="button"
                onClick={() =>
                  actions.changeJobs(
                    fair,
                    signup.jobs.map((job) => job.id),
                  )
                }
              >
                {t('fairs.changeJobs')}
              </PlainButton>
              <DangerButton type="button" onClick={() => void actions.cancel(fair)}>
                {t('fairs.cancelSignup')}
              </DangerButton>
            </>
          ) : (
            <PrimaryButton type="button" onClick={() => actions.signUp(fair)}>
              {t('fairs.signUp')}
            </PrimaryButton>
          )}
        </div>
      )}
    </section>
  );
}

export default function FairDetailPage() {
  const { t } = useTranslation();
  const id = Number(usePageSearch().get('id')) || 0;
  // After a sign-up action the shown fair stays until the new answer comes.
  const { state, retry: reload } = useRecordQuery(['fair', id], () => fetchFair(id));
  const { confirm, confirmDialog } = useConfirm();
  const actions = useFairActions({ t, confirm, reload });

  return (
    <Page aria-labelledby="fair-title" aria-busy={state.status === 'loading'}>
      <header>
        <Link to={pathOf('qiyeZhaopinhuiIndex')}>{t('fairs.back')}</Link>
        <h1 id="fair-title">{state.status === 'ready' ? state.data.title : t('fairs.detailTitle')}</h1>
        {state.status === 'ready' && <StatusBadge t={t} status={state.data.status} />}
      </header>
      {state.status === 'loading' && <p className="state">{t('fairs.loading')}</p>}
      {state.status === 'error' && (
        <p className="state" role="alert">
          {t('fairs.loadFailed')}{' '}
          <PlainButton type="button" onClick={reload}>
            {t('fairs.retry')}
          </PlainButton>
        </p>
      )}
      {state.status === 'ready' && (
        <>
          <MySignup fair={state.data} actions={actions} />
          <Info fair={state.data} />
          <Schedule fair={state.data} />
          <section aria-labelledby="fair-applications">
            <h2 id="fair-applications">{t('fairs.applications')}</h2>
            <FairApplications fairId={state.data.id} />
          </section>
        </>
      )}
      <JobPickerDialog request={actions.picking} onClose={actions.closePicker} />
      {confirmDialog}
    </Page>
  );
}
