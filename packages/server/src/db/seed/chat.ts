import { chatUserId } from '../../chat/chat-user-id';
import { insertFriends } from '../../chat/store/friends';
import { upsertApplication } from '../../chat/store/friend-applications';
import { insertGroup } from '../../chat/store/groups';
import { conversationKey } from '../../chat/store/keys';
import { writeMessages } from '../../chat/store/message-batch';
import type { NewMessage } from '../../chat/store/messages';
import { loadProfiles, type ProfileSource } from '../../chat/store/profiles';
import { indexNewMessages } from '../../chat/store/search-indexer';
import type { Db } from '../connect';

// Demo chat for `npm start`: demo_hr's conversations with the candidates they are linked to,
// friends and a pending application, a work group and a public group. Written through the chat
// service's own storage (sequences, unread counts) and indexed for cloud search, after the main
// demo data.

export const DEMO_GROUPS = { work: 'demo_recruiting_team', public: 'demo_job_seekers' } as const;

interface Line {
  /** 'c' the candidate, 'r' the recruiter. */
  by: 'c' | 'r';
  text?: string;
  custom?: Record<string, unknown>;
}

const DIALOGUE: readonly Line[] = [
  { by: 'c', text: '您好，我对贵公司的「{job}」岗位很感兴趣，想了解一下具体的工作内容。' },
  { by: 'r', text: '您好！感谢关注。这个岗位主要负责日常业务，团队氛围很好，方便发一份简历给我吗？' },
  { by: 'r', custom: { businessID: 'askResume', text: '请发送您的简历', description: '招聘方希望查看您的简历' } },
  { by: 'c', text: '好的，简历已经在平台上更新了，请查收。' },
  { by: 'r', text: '收到，我们看完后尽快联系您安排面试时间。' },
];

const MINUTE_MS = 60_000;

interface Linkage {
  recruiterId: number;
  candidateId: number;
  jobTitle: string;
  updatedAt: Date;
}

async function demoLinkages(db: Db): Promise<Linkage[]> {
  const rows = await db
    .selectFrom('chatLinkages as l')
    .innerJoin('users as r', 'r.id', 'l.recruiterId')
    .leftJoin('jobs as j', 'j.id', 'l.jobId')
    .select(['l.recruiterId', 'l.candidateId', 'j.title as jobTitle', 'l.updatedAt'])
    .where('r.username', '=', 'demo_hr')
    .orderBy('l.updatedAt', 'desc')
    .orderBy('l.id')
    .execute();
  return rows.map((r) => ({ ...r, jobTitle: r.jobTitle ?? '招聘岗位' }));
}

async function userIdOf(db: Db, username: string): Promise<number> {
  return (await db.selectFrom('users').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id;
}

/** Adds the demo chat once: does nothing when any chat message exists. */
export async function seedDemoChat(db: Db, source: ProfileSource, now: Date): Promise<{ created: boolean }> {
  if (await db.selectFrom('chatMessages').select('id').limit(1).executeTakeFirst()) return { created: false };
  const id = (userId: number) => chatUserId(source.chatUserPrefix, userId);
  const [hr, hr2, admin] = await Promise.all(['demo_hr', 'demo_hr2', 'demo_admin'].map((u) => userIdOf(db, u)));
  const linkages = (await demoLinkages(db)).slice(0, 6);
  const everyone = [hr!, hr2!, admin!, ...linkages.map((l) => l.candidateId)].map(id);
  const nick = new Map((await loadProfiles(db, source, everyone)).map((p) => [p.userID, p]));

  const messages: NewMessage[] = [];
  const add = (sender: string, receiver: string, type: 'C2C' | 'GROUP', line: Line, at: Date, clientId: string) => {
    const text = line.text;
    messages.push({
      conversationKey: conversationKey(type, sender, receiver),
      conversationType: type,
      clientId,
      sender,
      receiver,
      type: text === undefined ? 'TIMCustomElem' : 'TIMTextElem',
      payload: text === undefined ? { data: JSON.stringify(line.custom), description: String(line.custom?.text ?? ''), extension: '' } : { text },
      cloudCustomData: '',
      atUserList: [],
      needReadReceipt: false,
      priority: 'Normal',
      nick: nick.get(sender)?.nick ?? '',
      avatar: nick.get(sender)?.avatar ?? '',
      createdAt: at,
    });
  };

  // Longer dialogues with the most recent contacts; each ends at its linkage's last update.
  linkages.forEach((linkage, n) => {
    const lines = DIALOGUE.slice(0, Math.max(2, DIALOGUE.length - n));
    const end = Math.min(linkage.updatedAt.getTime(), now.getTime() - MINUTE_MS);
    lines.forEach((line, i) => {
      const candidate = id(linkage.candidateId);
      const recruiter = id(linkage.recruiterId);
      const [from, to] = line.by === 'c' ? [candidate, recruiter] : [recruiter, candidate];
      const at = new Date(end - (lines.length - 1 - i) * 7 * MINUTE_MS);
      add(from, to, 'C2C', { ...line, text: line.text?.replace('{job}', linkage.jobTitle) }, at, `demo-${n}-${i}`);
    });
  });

  // The work group of the company's recruiters, and a public group of job seekers.
  const seekers = linkages.slice(0, 4).map((l) => id(l.candidateId));
  await insertGroup(db, {
    groupId: DEMO_GROUPS.work,
    type: 'Private',
    name: '招聘小组',
    ownerId: id(admin!),
    joinOption: 'DisableApply',
    memberIds: [id(hr!), id(hr2!)],
  });
  await insertGroup(db, {
    groupId: DEMO_GROUPS.public,
    type: 'Public',
    name: '求职交流群',
    ownerId: id(hr!),
    joinOption: 'NeedPermission',
    memberIds: seekers,
  });
  const groupLines: [string, string, string][] = [
    [DEMO_GROUPS.work, id(admin!), '本周的面试安排已经更新，请大家及时确认。'],
    [DEMO_GROUPS.work, id(hr!), '收到，我这边有三位候选人待约面试。'],
    [DEMO_GROUPS.public, id(hr!), '欢迎大家加入求职交流群，有问题可以随时提问。'],
    ...seekers.slice(0, 1).map((s): [string, string, string] => [DEMO_GROUPS.public, s, '谢谢！请问面试一般安排在什么时间？']),
  ];
  groupLines.forEach(([group, from, text], i) =>
    add(from, group, 'GROUP', { by: 'r', text }, new Date(now.getTime() - (90 - i * 20) * MINUTE_MS), `demo-group-${i}`),
  );

  messages.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  await writeMessages(db, messages);
  // The server's indexer would catch up at start; a database seeded by a running one is searchable at once.
  await indexNewMessages(db);

  // demo_hr is friends with the two most recent contacts; a third has asked to be.
  const addTime = Math.floor(now.getTime() / 1000) - 86_400;
  const friends = seekers.slice(0, 2);
  await insertFriends(
    db,
    friends.flatMap((friend) => [
      { userId: id(hr!), friendId: friend, addSource: 'AddSource_Type_web', addTime },
      { userId: friend, friendId: id(hr!), addSource: 'AddSource_Type_web', addTime },
    ]),
  );
  const applicant = seekers[2];
  if (applicant) {
    await upsertApplication(db, {
      applicant,
      target: id(hr!),
      source: 'AddSource_Type_web',
      wording: '您好，想加您为好友，方便后续沟通。',
      remark: '',
      createdAt: addTime + 3_600,
    });
  }
  return { created: true };
}
