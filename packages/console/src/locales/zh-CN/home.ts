// The home page's texts (zh-CN): the dashboard's cards.
export const home = {
  cardsLabel: '待处理事项',
  submissionsToday: '今日新投递',
  submissionsTodayHint: '查看新投递的简历',
  unreadChats: '未读消息',
  unreadChatsHint: '打开消息',
  upcomingInterviews: '近期面试',
  upcomingInterviewsHint: '7 天内的面试',
  pendingHelpSignups: '待审核报名',
  pendingHelpSignupsHint: '报名中心待处理',
  expiringJobs: '即将到期职位',
  expiringJobsHint: '3 天内到期的招聘中职位',
  figure: '{{label}}：{{count}}',
} satisfies Record<string, string>;
