import type { zhCN } from '../catalogue';

// The home page's texts (zh-TW): the dashboard's cards.
export const home: zhCN['home'] = {
  cardsLabel: '待處理事項',
  submissionsToday: '今日新投遞',
  submissionsTodayHint: '查看新投遞的履歷',
  unreadChats: '未讀訊息',
  unreadChatsHint: '開啟訊息',
  upcomingInterviews: '近期面試',
  upcomingInterviewsHint: '7 天內的面試',
  pendingHelpSignups: '待審核報名',
  pendingHelpSignupsHint: '報名中心待處理',
  expiringJobs: '即將到期職位',
  expiringJobsHint: '3 天內到期的招聘中職位',
  figure: '{{label}}：{{count}}',
};
