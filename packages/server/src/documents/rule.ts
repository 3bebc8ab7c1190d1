// The platform's rules for companies (/rule, public), per locale.
import type { Localized } from './document';

export const rule: Localized = {
  'zh-CN': {
    title: '平台企业招聘规则',
    updatedAt: '2026-11-01',
    sections: [
      {
        heading: '一、岗位发布规则',
        paragraphs: [
          '岗位名称、薪资范围、工作地点应与实际一致，薪资须以月薪填写，单位为千元（K/月），与职位表单一致。',
          '同一岗位不得重复发布；已招满或停止招聘的岗位应及时下线。',
          '已发布的岗位有效期为30天，可通过“刷新”延长。',
        ],
      },
      {
        heading: '二、沟通与面试规则',
        paragraphs: [
          '与求职者沟通应文明礼貌，不得发送广告、骚扰或与招聘无关的信息。',
          '发出面试邀请时，应如实填写面试时间、地点与联系电话；如需变更，应提前告知求职者。',
        ],
      },
      {
        heading: '三、简历使用规则',
        paragraphs: ['简历仅限本企业招聘使用，禁止下载后对外传播或用于营销。', '未公开的简历，仅在求职者主动投递或与企业沟通后可见。'],
      },
      {
        heading: '四、招聘会规则',
        paragraphs: [
          '招聘会在开始前接受报名，报名时须选择至少一个已发布的岗位；开始后不能再报名、修改或取消。',
          '现场招聘会的展位号在报名时分配，请按展位号布展。',
        ],
      },
      {
        heading: '五、违规处理',
        paragraphs: ['违反以上规则的，平台将视情节给予提醒、下架岗位、限制发布或封禁账号等处理。', '对处理结果有异议的，可通过“意见反馈”提交申诉。'],
      },
    ],
  },
  'zh-TW': {
    title: '平台企業招聘規則',
    updatedAt: '2026-11-01',
    sections: [
      {
        heading: '一、崗位發布規則',
        paragraphs: [
          '崗位名稱、薪資範圍、工作地點應與實際一致，薪資須以月薪填寫，單位為千元（K/月），與職位表單一致。',
          '同一崗位不得重複發布；已招滿或停止招聘的崗位應及時下線。',
          '已發布的崗位有效期為30天，可透過「刷新」延長。',
        ],
      },
      {
        heading: '二、溝通與面試規則',
        paragraphs: [
          '與求職者溝通應文明禮貌，不得發送廣告、騷擾或與招聘無關的資訊。',
          '發出面試邀請時，應如實填寫面試時間、地點與聯絡電話；如需變更，應提前告知求職者。',
        ],
      },
      {
        heading: '三、履歷使用規則',
        paragraphs: ['履歷僅限本企業招聘使用，禁止下載後對外傳播或用於行銷。', '未公開的履歷，僅在求職者主動投遞或與企業溝通後可見。'],
      },
      {
        heading: '四、招聘會規則',
        paragraphs: [
          '招聘會在開始前接受報名，報名時須選擇至少一個已發布的崗位；開始後不能再報名、修改或取消。',
          '現場招聘會的展位號在報名時分配，請按展位號布展。',
        ],
      },
      {
        heading: '五、違規處理',
        paragraphs: ['違反以上規則的，平台將視情節給予提醒、下架崗位、限制發布或封禁帳號等處理。', '對處理結果有異議的，可透過「意見反饋」提交申訴。'],
      },
    ],
  },
  'en-US': {
    title: 'Recruiting Rules for Companies',
    updatedAt: '2026-11-01',
    sections: [
      {
        heading: '1. Posting jobs',
        paragraphs: [
          "A job's title, salary range and place of work must match reality; salaries are monthly, in thousands of yuan (K/month), as the job form asks.",
          'The same job may not be posted twice; a job that is filled or no longer recruiting is taken offline promptly.',
          'A published job stays up for 30 days and can be extended by refreshing it.',
        ],
      },
      {
        heading: '2. Chats and interviews',
        paragraphs: [
          'Talk to job seekers politely; no advertising, harassment or messages unrelated to recruiting.',
          'An interview invitation states the true time, place and contact number; tell the candidate in advance of any change.',
        ],
      },
      {
        heading: '3. Using resumes',
        paragraphs: [
          "Resumes are for the company's own recruiting only: never share them outside or use them for marketing.",
          'A resume that is not public is visible only after the job seeker applied to the company or chatted with it.',
        ],
      },
      {
        heading: '4. Job fairs',
        paragraphs: [
          'A fair takes sign-ups until it starts; signing up needs at least one published job. Once it starts, a sign-up can no longer be made, changed or cancelled.',
          'Booths at on-site fairs are assigned at sign-up; set up at your booth number.',
        ],
      },
      {
        heading: '5. Breaches',
        paragraphs: [
          'Breaking these rules leads, as the case requires, to a reminder, jobs taken down, posting restricted or the account banned.',
          'To object to a decision, appeal through Feedback.',
        ],
      },
    ],
  },
};
