// The talent pages' row actions: each success is told by a toast and the list reloads;
// destructive ones (remove from the pool, unfavourite from the favourites, dismiss) are confirmed
// first. Failures are told by the client's error policy (the server's message).
import type { TFunction } from 'i18next';
import {
  acceptRecommendation,
  addFavourite,
  addTalent,
  dismissRecommendation,
  removeFavourite,
  removeTalent,
  updateTalent,
  type Favourite,
  type Recommendation,
  type ResumeHit,
  type TalentEdit,
  type TalentEntry,
} from '../../api/talent.api';
import { toastSuccess } from '../../api/toast';
import type { TopicKey } from '../../i18n-keys';
import type { ConfirmRequest } from '../../kit';

export interface TalentActionDeps {
  t: TFunction;
  confirm: (request: ConfirmRequest) => Promise<boolean>;
  reload: () => void;
}

export function talentActions({ t, confirm, reload }: TalentActionDeps) {
  // A rejected call has been told by the error policy already; answers whether it ran.
  const run = (work: Promise<unknown>, done: TopicKey<'talent'>) =>
    work.then(
      () => {
        toastSuccess(t(done));
        reload();
        return true;
      },
      () => false,
    );
  const ask = (title: TopicKey<'talent'>, body: string, confirmLabel: TopicKey<'talent'>) => confirm({ title: t(title), body, confirmLabel: t(confirmLabel) });

  return {
    /** From the search: favourite, or take the caller's own favourite back (no confirmation: one click undoes it). */
    toggleFavourite: (hit: ResumeHit) =>
      hit.favouriteId === null ? run(addFavourite(hit.resumeId), 'talent.favourited') : run(removeFavourite(hit.favouriteId), 'talent.unfavourited'),
    addToPool: (hit: ResumeHit) => run(addTalent(hit.resumeId), 'talent.addedToPool'),
    async unfavourite(favourite: Favourite) {
      if (!(await ask('talent.confirmUnfavouriteTitle', t('talent.confirmUnfavouriteBody', { name: favourite.candidate.name }), 'talent.unfavourite')))
        return false;
      return run(removeFavourite(favourite.id), 'talent.unfavourited');
    },
    editTalent: (entry: TalentEntry, edit: TalentEdit) => run(updateTalent(entry.id, edit), 'talent.saved'),
    async removeFromPool(entry: TalentEntry) {
      if (!(await ask('talent.confirmRemoveTitle', t('talent.confirmRemoveBody', { name: entry.candidate.name }), 'talent.remove'))) return false;
      return run(removeTalent(entry.id), 'talent.removed');
    },
    accept: (recommendation: Recommendation) => run(acceptRecommendation(recommendation.id), 'talent.accepted'),
    async dismiss(recommendation: Recommendation) {
      const body = t('talent.confirmDismissBody', { name: recommendation.candidate.name, union: recommendation.unionName });
      if (!(await ask('talent.confirmDismissTitle', body, 'talent.dismiss'))) return false;
      return run(dismissRecommendation(recommendation.id), 'talent.dismissed');
    },
  };
}

export type TalentActions = ReturnType<typeof talentActions>;
