// zhaorenIndex (/zhaoren/index): open resumes searched by expected position and city, degree,
// experience, salary and keyword (kept in the URL, remembered as the resume filters), paged on
// the server; each row can be chatted with, favourited, added to the talent pool or invited.
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { searchResumes, type Candidate, type ResumeHit } from '../../api/talent.api';
import { ListPage, useConfirm, useListPage } from '../../kit';
import { InviteDialog } from './invite-dialog';
import { resumeColumns } from './resume-columns';
import { ResumeFilterForm } from './resume-filter-form';
import { RESUME_FILTERS, resumeQueryOf } from './resume-filters';
import { talentActions } from './talent-actions';
import { TalentNav } from './talent-nav';
import { useTalentDicts } from './use-talent-dicts';

export default function ResumeSearchPage() {
  const { t } = useTranslation();
  const { confirm, confirmDialog } = useConfirm();
  const dicts = useTalentDicts();
  const list = useListPage({
    name: 'talent-resumes',
    scope: 'resume',
    filters: RESUME_FILTERS,
    request: ({ page, size, filters }) => searchResumes(resumeQueryOf(filters, { pageNum: page, pageSize: size })),
  });
  const resumes = list.query;
  const [inviting, setInviting] = useState<Candidate | null>(null);
  const actions = useMemo(() => talentActions({ t, confirm, reload: resumes.reload }), [t, confirm, resumes.reload]);
  const columns = useMemo(() => resumeColumns(t, actions, setInviting), [t, actions]);

  return (
    <ListPage<ResumeHit>
      list={list}
      title={t('menu.zhaorenIndex')}
      intro={
        <>
          <TalentNav />
          <ResumeFilterForm value={list.params.filters} degrees={dicts.degree} experiences={dicts.workYears} onSearch={list.setFilters} />
        </>
      }
      label={t('talent.searchLabel')}
      columns={columns}
      getRowId={(hit) => String(hit.resumeId)}
      emptyText={t('talent.noResumes')}
    >
      <InviteDialog candidate={inviting} onClose={() => setInviting(null)} />
      {confirmDialog}
    </ListPage>
  );
}
