// Container (loaded lazily): the manage panel of one group, on its machine (docs/chat.md §2,
// §4-§6, §8). Outcomes become toasts; after a dismiss or quit the current conversation is
// cleared; when the machine is done the panel closes.
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { groupManageMachineFor, selectFrame, selectGroup, type GroupAction } from '../../machines/group-manage';
import { useChatUi } from '../../provider/chat-ui-context';
import { useChatEngine } from '../../provider/engine-context';
import { useErrorText } from '../toast/error-text';
import { useToast } from '../toast/toast-provider';
import { ConfirmDialog } from '../dialog/confirm-dialog';
import { ActionButton, ErrorText } from './group.styles';
import { GroupManageScreens, PICK_TITLE } from './group-manage-screens';
import { outcomeToast } from './group-outcome';
import { GroupSheet } from './group-sheet';
import { useGroupTexts } from './use-group-texts';

export interface GroupManagePanelProps {
  groupID: string;
  onClose(): void;
}

type Confirmable = Extract<GroupAction, { kind: 'remove' | 'dismiss' | 'quit' }>;

const shallowEqual = <T extends object>(a: T | null, b: T | null) =>
  a === b || (!!a && !!b && (Object.keys(a) as (keyof T)[]).every((key) => a[key] === b[key]));

export default function GroupManagePanel({ groupID, onClose }: GroupManagePanelProps) {
  const t = useGroupTexts();
  const engine = useChatEngine();
  const toast = useToast();
  const errorText = useErrorText();
  const { dispatch } = useChatUi();
  const machine = useMemo(() => groupManageMachineFor(engine), [engine]);
  const panel = useActorRef(machine, { input: { groupID } });
  const frame = useSelector(panel, selectFrame, shallowEqual);
  const loaded = useSelector(panel, selectGroup, shallowEqual);
  const outcome = useSelector(panel, (s) => s.context.outcome);
  const [confirming, setConfirming] = useState<Confirmable | null>(null);

  // Once per outcome, with this render's texts, toasts and dispatch.
  const latest = useRef({ t, toast, dispatch, errorText });
  latest.current = { t, toast, dispatch, errorText };
  useEffect(() => {
    if (!outcome) return;
    const { t, toast, dispatch, errorText } = latest.current;
    const shown = outcomeToast(outcome, t, errorText);
    if (shown) toast[shown.kind](shown.text);
    const left = (outcome.action.kind === 'dismiss' || outcome.action.kind === 'quit') && !outcome.error;
    if (left) dispatch({ type: 'close' });
  }, [outcome]);

  useEffect(() => {
    if (frame.closed) onClose();
  }, [frame.closed, onClose]);

  const { view } = frame;
  const title =
    view.name === 'select'
      ? t(PICK_TITLE[view.purpose])
      : t(
          { manage: 'group.manageTitle', members: 'group.members', profile: 'group.memberProfile', notice: 'group.notice', admins: 'group.adminSettings' }[
            view.name
          ],
        );
  const confirmText = (action: Confirmable) =>
    action.kind === 'remove'
      ? t('group.confirmRemove', { count: action.userIDs.length })
      : t(action.kind === 'dismiss' ? 'group.confirmDissolve' : 'group.confirmQuit');

  return (
    <GroupSheet title={title} onClose={onClose} {...(view.name === 'manage' ? {} : { onBack: () => panel.send({ type: 'BACK' }) })}>
      {frame.failed && (
        <>
          <ErrorText role="alert">{t('group.loadFailed')}</ErrorText>
          <ActionButton type="button" onClick={() => panel.send({ type: 'RELOAD' })}>
            {t('group.retry')}
          </ActionButton>
        </>
      )}
      {loaded && (
        <GroupManageScreens
          view={view}
          loaded={loaded}
          loadingMore={frame.loadingMore}
          onOpen={(next) => panel.send({ type: 'OPEN', view: next })}
          onAct={(action) => panel.send({ type: 'ACT', action })}
          onLoadMore={() => panel.send({ type: 'LOAD_MORE' })}
          onConfirm={setConfirming}
        />
      )}
      {confirming && (
        <ConfirmDialog
          title={confirming.kind === 'remove' ? t('group.removeMember') : t(confirming.kind === 'dismiss' ? 'group.dissolve' : 'group.quit')}
          description={confirmText(confirming)}
          confirmLabel={t('group.confirm')}
          cancelLabel={t('group.cancel')}
          onCancel={() => setConfirming(null)}
          onConfirm={() => {
            panel.send({ type: 'ACT', action: confirming });
            setConfirming(null);
          }}
        />
      )}
    </GroupSheet>
  );
}
