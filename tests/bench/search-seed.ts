// Bulk history for the cloud search benchmark: messages inserted by SQL (insert … select
// generate_series) over many one-to-one chats and groups, then indexed for search by the server's
// own background indexer (packages/server/src/chat/store/search-indexer.ts).
import { sql } from 'kysely';
import { indexNewMessages } from '../../packages/server/src/chat/store/search-indexer';
import type { Db } from '../../packages/server/src/db/connect';

export const SHAPE = {
  /** Chat users besides the searcher. */
  users: 400,
  pairs: 1000,
  groups: 50,
  groupSize: 20,
  /** One-to-one chats and groups the searcher is in: about 4% and 10% of them. */
  searcherPairs: 40,
  searcherGroups: 5,
  days: 60,
} as const;

// Recruiting small talk, Chinese and English; the benchmark searches for 面试 + 时间.
const PHRASES = [
  '您好，请问这个岗位还在招吗',
  '面试时间定在周三下午两点',
  '请把简历发我一下',
  '薪资范围是多少',
  'Please send your resume',
  'interview scheduled for Monday',
  '我们公司在深圳南山',
  '好的，收到',
  '明天上午方便面试吗',
  'What is the salary range',
  'Java 开发工程师 三年经验',
  '谢谢您的回复',
  '可以视频面试',
  'the office address is downtown',
  '期望薪资 15k',
  '工作经验三年',
  '时间可以调整吗',
  '下周一入职',
  'offer 已经发到邮箱',
  '面试结果下周通知',
  '请问什么时候方便',
  '岗位职责见附件',
  'see you tomorrow',
  '好的',
];

interface Conversation {
  key: string;
  type: 'C2C' | 'GROUP';
  /** C2C: the two users; GROUP: the members. Senders take turns. */
  members: string[];
  /** The group ID (GROUP); '' for C2C, whose receiver is the other member. */
  target: string;
}

function conversations(searcher: string, users: string[]): { list: Conversation[]; groups: { id: string; members: string[] }[] } {
  const list: Conversation[] = [];
  const pick = (i: number) => users[i % users.length]!;
  for (let p = 0; p < SHAPE.pairs; p += 1) {
    // Rounds over the users with a different distance each time: every pair is a new one.
    const a = p < SHAPE.searcherPairs ? searcher : pick(p);
    const b = p < SHAPE.searcherPairs ? pick(p) : pick(p + 1 + Math.floor(p / users.length) * 7);
    const [x, y] = a < b ? [a, b] : [b, a];
    list.push({ key: `C2C|${x}|${y}`, type: 'C2C', members: [a, b], target: '' });
  }
  const groups: { id: string; members: string[] }[] = [];
  for (let g = 0; g < SHAPE.groups; g += 1) {
    const members = Array.from({ length: SHAPE.groupSize }, (_, k) => pick(g * 31 + k * 17));
    if (g < SHAPE.searcherGroups) members[0] = searcher;
    const id = `bench_group_${g}`;
    groups.push({ id, members: [...new Set(members)] });
    list.push({ key: `GROUP|${id}`, type: 'GROUP', members: [...new Set(members)], target: id });
  }
  return { list: [...new Map(list.map((c) => [c.key, c])).values()], groups };
}

/** Inserts `count` messages (newest last) and everything a search of them reads. */
export async function seedHistory(db: Db, searcher: string, users: string[], count: number): Promise<void> {
  const { list, groups } = conversations(searcher, users);
  await db
    .insertInto('chatGroups')
    .values(groups.map((g) => ({ groupId: g.id, type: 'Public' as const, name: g.id, ownerId: g.members[0]!, joinOption: 'FreeAccess' as const })))
    .execute();
  await db
    .insertInto('chatGroupMembers')
    .values(groups.flatMap((g) => g.members.map((userId, i) => ({ groupId: g.id, userId, role: i === 0 ? ('Owner' as const) : ('Member' as const) }))))
    .execute();
  const input = JSON.stringify(list.map((c, i) => ({ i, k: c.key, t: c.type, m: c.members, g: c.target })));
  await sql`create temporary table bench_conversations as select * from jsonb_to_recordset(${input}::jsonb) as x(i integer, k text, t text, m text[], g text)`.execute(
    db,
  );
  await sql`insert into chat_conversations (conversation_key, last_sequence) select k, 0 from bench_conversations`.execute(db);
  const phrases = sql`${JSON.stringify(PHRASES)}::jsonb`;
  const n = list.length;
  // Message g belongs to conversation g % n as its (g / n + 1)th message; 85% text, the rest files, custom and images.
  await sql`
    insert into chat_messages (conversation_key, conversation_type, sequence, client_id, sender, receiver, type, payload, created_at)
    select c.k, c.t, s.g / ${n} + 1, 'bench-' || s.g, c.m[1 + (s.g / ${n}) % cardinality(c.m)],
      case when c.t = 'GROUP' then c.g else c.m[1 + (s.g / ${n} + 1) % 2] end,
      case when s.g % 20 = 1 then 'TIMFileElem' when s.g % 20 = 2 then 'TIMCustomElem' when s.g % 20 = 3 then 'TIMImageElem' else 'TIMTextElem' end,
      case
        when s.g % 20 = 1 then jsonb_build_object('fileName', '简历_' || s.g || '.pdf', 'fileSize', 1024, 'fileUrl', '/f/' || s.g, 'uuid', 'f' || s.g, 'downloadFlag', 2)
        when s.g % 20 = 2 then jsonb_build_object('data', '{"businessID":"interview"}', 'description', s.text, 'extension', '')
        when s.g % 20 = 3 then jsonb_build_object('uuid', 'i' || s.g, 'imageFormat', 3, 'imageInfoArray', '[]'::jsonb)
        else jsonb_build_object('text', s.text)
      end,
      now() - make_interval(secs => (${count} - s.g) * ${(SHAPE.days * 86_400) / count}::float8)
    from (
      select g, (${phrases}->>((g * 31) % ${PHRASES.length})) || ' ' || (${phrases}->>((g * 17 + 5) % ${PHRASES.length})) || ' #' || g as text
      from generate_series(0, ${count - 1}) g
    ) s join bench_conversations c on c.i = s.g % ${n}
  `.execute(db);
  await sql`update chat_conversations cc set last_sequence = x.q from (select conversation_key, max(sequence) q from chat_messages group by 1) x where x.conversation_key = cc.conversation_key`.execute(
    db,
  );
  // Each participant's view of their one-to-one chats (groups are found through membership).
  await sql`
    insert into chat_user_conversations (user_id, conversation_key, conversation_type, peer)
    select c.m[1], c.k, 'C2C', c.m[2] from bench_conversations c where c.t = 'C2C'
    union all select c.m[2], c.k, 'C2C', c.m[1] from bench_conversations c where c.t = 'C2C'
    on conflict do nothing
  `.execute(db);
  await sql`drop table bench_conversations`.execute(db);
  await indexNewMessages(db);
}
