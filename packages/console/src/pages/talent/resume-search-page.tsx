// zhaorenIndex (/zhaoren/index): open resumes searched by expected position and city, degree,
// experience, salary and keyword (kept in the URL, remembered as the resume filters), paged on
// the server; each row can be chatted with, favourited, added to the talent pool or invited.
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { searchResumes, type Candidate, type ResumeHit } from '../../api/talent.api';
import { DataTable, useConfirm, useListParams, useRemoteList, useReturns, pagedTableProps } from '../../kit';
import { InviteDialog } from './invite-dialog';
import { resumeColumns } from './resume-columns';
import { ResumeFilterForm } from './resume-filter-form';
import { RESUME_FILTERS, resumeQueryOf } from './resume-filters';
import { talentActions } from './talent-actions';
import { TalentNav } from './talent-nav';
import { TalentPage } from './talent-page';
import { useTalentDicts } from './use-talent-dicts';

export default function ResumeSearchPage() {
  const { t } = useTranslation();
  const { confirm, confirmDialog } = useConfirm();
  const dicts = useTalentDicts();
  const list = useListParams({ scope: 'resume', filters: RESUME_FILTERS });
  const { params } = list;
  const returns = useReturns(list.active);
  const resumes = useRemoteList<ResumeHit>(
    () => searchResumes(resumeQueryOf(params.filters, { pageNum: params.page, pageSize: params.size })),
    list.key,
    returns,
  );
  const [inviting, setInviting] = useState<Candidate | null>(null);
  const actions = useMemo(() => talentActions({ t, confirm, reload: resumes.reload }), [t, confirm, resumes.reload]);
  const columns = useMemo(() => resumeColumns(t, actions, setInviting), [t, actions]);

  return (
    <TalentPage aria-labelledby="resume-search-title">
      <header>
        <h1 id="resume-search-title">{t('menu.zhaorenIndex')}</h1>
      </header>
      <TalentNav />
      <ResumeFilterForm value={params.filters} degrees={dicts.degree} experiences={dicts.workYears} onSearch={list.setFilters} />
      <DataTable<ResumeHit>
        label={t('talent.searchLabel')}
        columns={columns}
        {...pagedTableProps(resumes, list)}
        getRowId={(hit) => String(hit.resumeId)}
        emptyText={t('talent.noResumes')}
      />
      <InviteDialog candidate={inviting} onClose={() => setInviting(null)} />
      {confirmDialog}
    </TalentPage>
  );
}
