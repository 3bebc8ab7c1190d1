// Demo feedback replies from the platform (issue 19): community.ts's four rows get a type, and the
// two oldest of the main company and the other company's one are answered.
import type { SeedContext } from './context';
import type { DemoWorld } from './world';

const TYPES = ['suggestion', 'suggestion', 'problem', 'other'] as const;
const REPLIES: Record<number, string> = {
  0: '感谢您的建议！批量发送面试邀请已列入下个版本的开发计划，日历视图将同步上线。',
  1: '您好，聊天窗口中的简历卡片已支持展示求职意向与期望薪资，请刷新页面后查看。',
  3: '报名成功后平台会通过短信与站内消息通知，请确认企业联系人手机号已填写。',
};

export async function insertFeedbackReplies({ db, now }: SeedContext, _world: DemoWorld): Promise<void> {
  const rows = await db.selectFrom('feedback').select(['id', 'createdAt']).orderBy('id').execute();
  for (const [index, row] of rows.entries()) {
    const reply = REPLIES[index];
    const repliedAt = reply ? new Date(Math.min(now.getTime(), new Date(row.createdAt).getTime() + 20 * 3600 * 1000)) : null;
    await db
      .updateTable('feedback')
      .set({ type: TYPES[index] ?? 'other', ...(reply ? { reply, repliedAt, status: 2 } : {}) })
      .where('id', '=', row.id)
      .execute();
  }
}
