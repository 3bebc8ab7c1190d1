// Container: the selected contact's detail (docs/chat.md §2, §4): name, avatar, basic info lines,
// the remark row for mutual friends, and the actions by relation, dangerous ones confirmed first.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContactLists, ContactSectionsEvent, ContactSelection } from '../../machines/contact-sections';
import { useChatEngine } from '../../provider/engine-context';
import { useChatOptions } from '../../provider/options-context';
import { Avatar } from '../conversation-list/avatar';
import { ConfirmDialog } from '../dialog/confirm-dialog';
import { Detail, Head, Lines } from './contact-detail.styles';
import { groupActions, userActions, userRelation } from './contact-relation';
import { GroupActionsView } from './group-actions-view';
import { RemarkRow } from './remark-row';
import { useContactActions } from './use-contact-actions';
import { useContactInfo } from './use-contact-info';
import { useMyNick } from './use-my-nick';
import { UserActionsView } from './user-actions-view';

export interface ContactDetailProps {
  contact: ContactSelection;
  lists: ContactLists;
  send(event: ContactSectionsEvent): void;
}

type Danger = 'deleteFriend' | 'dissolve' | 'quit';
const CONFIRM_TEXT: Record<Danger, string> = { deleteFriend: 'contact.confirmDeleteFriend', dissolve: 'contact.confirmDissolve', quit: 'contact.confirmQuit' };

export function ContactDetail({ contact, lists, send }: ContactDetailProps) {
  const { t } = useTranslation('chat');
  const engine = useChatEngine();
  const { features } = useChatOptions();
  const actions = useContactActions(send);
  const info = useContactInfo(engine, contact, [lists.friends, lists.applications, lists.blacklist, lists.groups]);
  const [danger, setDanger] = useState<Danger | null>(null);
  const myNick = useMyNick(engine);

  let name: string;
  let avatar: string;
  const lines: string[] = [];
  let body = null;
  // What the confirmation dialog's confirm does, for the dangerous action on show.
  let confirmed: () => Promise<unknown> = async () => undefined;

  if (contact.kind === 'user') {
    const { userID } = contact;
    const friend = lists.friends.find((f) => f.userID === userID);
    const application = lists.applications.find((a) => a.userID === userID);
    const blacklisted = lists.blacklist.some((p) => p.userID === userID);
    const nick = info?.profile?.nick || contact.nick;
    name = (info?.mutualFriend && friend?.remark) || nick || userID;
    avatar = info?.profile?.avatar || contact.avatar;
    lines.push(t('contact.userID', { id: userID }));
    if (info?.profile?.selfSignature) lines.push(t('contact.signature', { text: info.profile.selfSignature }));
    if (application?.type === 'Pendency_Type_ComeIn' && application.wording) lines.push(t('contact.wordingLine', { text: application.wording }));
    if (info) {
      const offered = userActions(userRelation(userID, engine.getLoginUser(), lists.applications, info.mutualFriend), blacklisted, features.officialAccount);
      confirmed = () => actions.deleteFriend(userID);
      body = (
        <>
          {offered.remark ? <RemarkRow remark={friend?.remark ?? ''} onSave={(remark) => actions.saveRemark(userID, remark)} /> : null}
          <UserActionsView
            offered={offered}
            blacklisted={blacklisted}
            defaultWording={t('contact.defaultWording', { name: myNick })}
            onAccept={() => void actions.accept(userID)}
            onRefuse={() => void actions.refuse(userID)}
            onDeleteFriend={() => setDanger('deleteFriend')}
            onSendMessage={() => void actions.open(`C2C${userID}`)}
            onApply={(wording, remark) => void actions.apply(userID, wording, remark)}
            onBlacklist={(on) => void actions.setBlacklisted(userID, on)}
          />
        </>
      );
    }
  } else {
    const { groupID } = contact;
    const group = info?.group;
    name = group?.name || contact.name || groupID;
    avatar = group?.avatar || contact.avatar;
    const type = group?.type ?? contact.type;
    lines.push(t('contact.groupID', { id: groupID }), t('contact.groupType', { type: t(`contact.type${type}`) }));
    if (group) lines.push(t('contact.memberCount', { count: group.memberCount }));
    if (group) {
      const offered = groupActions(group);
      confirmed = () => (danger === 'dissolve' ? actions.dissolve(groupID) : actions.quit(groupID));
      body = (
        <GroupActionsView
          offered={offered}
          onDissolve={() => setDanger('dissolve')}
          onQuit={() => setDanger('quit')}
          onEnterChat={() => void actions.open(`GROUP${groupID}`)}
          onJoin={(message) => void actions.join(groupID, group.type, message)}
        />
      );
    }
  }

  return (
    <Detail>
      <Head>
        <Avatar src={avatar} alt="" size={56} id={contact.kind === 'user' ? contact.userID : contact.groupID} name={name} />
        <h2>{name}</h2>
      </Head>
      <Lines>
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </Lines>
      {body}
      <ConfirmDialog
        title={danger ? t(CONFIRM_TEXT[danger], { name }) : null}
        confirmLabel={t('contact.confirm')}
        cancelLabel={t('contact.cancel')}
        onCancel={() => setDanger(null)}
        onConfirm={() => {
          setDanger(null);
          void confirmed();
        }}
      />
    </Detail>
  );
}
