/**
 * What the demo candidates do: the position they look for, plausible majors and degrees, a
 * monthly salary (yuan) at entry level and its yearly rise, and self-descriptions to pick from.
 * `jobTitle` is the main company's job such a candidate applies to.
 */
export interface Profession {
  position: string;
  jobTitle: string;
  majors: readonly string[];
  degrees: readonly string[];
  entrySalary: number;
  raisePerYear: number;
  summaries: readonly string[];
}

export const PROFESSIONS: readonly Profession[] = [
  {
    position: '前端开发工程师',
    jobTitle: '前端开发工程师',
    majors: ['计算机科学与技术', '软件工程', '数字媒体技术'],
    degrees: ['大专', '本科', '本科', '硕士'],
    entrySalary: 8000,
    raisePerYear: 1500,
    summaries: [
      '熟悉 Vue 3、React 与 TypeScript，参与过中后台管理系统和微信小程序的开发，注重代码质量与用户体验。',
      '擅长页面性能优化与组件库建设，有从零搭建前端工程化体系的经验，能独立对接后端接口。',
    ],
  },
  {
    position: 'Java开发工程师',
    jobTitle: 'Java开发工程师',
    majors: ['软件工程', '计算机科学与技术', '信息管理与信息系统'],
    degrees: ['本科', '本科', '硕士'],
    entrySalary: 9000,
    raisePerYear: 1800,
    summaries: [
      '熟练使用 Spring Boot、MySQL 与 Redis，负责过订单与库存模块的设计开发，了解微服务与消息队列。',
      '有高并发接口优化经验，熟悉 Linux 常用命令和 Docker 部署，沟通能力强，责任心强。',
    ],
  },
  {
    position: '软件测试工程师',
    jobTitle: '软件测试工程师',
    majors: ['计算机应用技术', '电子信息工程', '软件工程'],
    degrees: ['大专', '本科'],
    entrySalary: 6500,
    raisePerYear: 1000,
    summaries: [
      '熟悉功能测试与接口测试流程，会使用 Postman、JMeter，编写过自动化测试脚本。',
      '细心耐心，善于发现问题并推动解决，有电商 App 与后台系统的完整测试经验。',
    ],
  },
  {
    position: 'UI设计师',
    jobTitle: 'UI设计师',
    majors: ['视觉传达设计', '数字媒体艺术', '工业设计'],
    degrees: ['大专', '本科'],
    entrySalary: 7000,
    raisePerYear: 1200,
    summaries: [
      '熟练使用 Figma、Photoshop 与 Illustrator，负责过 App 改版与设计规范制定，审美在线。',
      '注重交互细节与用户研究，能输出高保真原型并跟进开发还原。',
    ],
  },
  {
    position: '招聘专员',
    jobTitle: '招聘专员',
    majors: ['人力资源管理', '工商管理', '心理学'],
    degrees: ['大专', '本科'],
    entrySalary: 5500,
    raisePerYear: 700,
    summaries: ['熟悉招聘全流程，擅长使用各大招聘渠道寻访候选人，年均完成入职六十余人。', '亲和力强，组织过校园招聘与大型招聘会，了解劳动法基础知识。'],
  },
  {
    position: '客服专员',
    jobTitle: '客服专员',
    majors: ['市场营销', '汉语言文学', '商务英语'],
    degrees: ['高中', '中专/中技', '大专'],
    entrySalary: 4500,
    raisePerYear: 400,
    summaries: ['普通话标准，打字速度每分钟八十字以上，有电商平台在线客服经验，服务意识强。', '能承受一定工作压力，善于安抚客户情绪，接受轮班。'],
  },
  {
    position: '仓库管理员',
    jobTitle: '仓库管理员',
    majors: ['物流管理', '机电一体化', '工商管理'],
    degrees: ['高中', '中专/中技', '大专'],
    entrySalary: 5000,
    raisePerYear: 400,
    summaries: ['熟悉仓库出入库、盘点流程，会使用 WMS 系统和叉车（持证），做事踏实。', '有大型电商仓储中心工作经验，能适应夜班，身体健康。'],
  },
  {
    position: '销售代表',
    jobTitle: '销售代表（广州）',
    majors: ['市场营销', '国际经济与贸易', '工商管理'],
    degrees: ['中专/中技', '大专', '本科'],
    entrySalary: 6000,
    raisePerYear: 900,
    summaries: ['有企业软件与 B 端客户销售经验，善于挖掘客户需求，连续两年超额完成销售指标。', '性格开朗，抗压能力强，愿意出差，能独立开拓区域市场。'],
  },
  {
    position: '新媒体运营',
    jobTitle: '新媒体运营',
    majors: ['新闻学', '广告学', '电子商务'],
    degrees: ['大专', '本科'],
    entrySalary: 6000,
    raisePerYear: 900,
    summaries: ['负责过公众号与短视频账号运营，单条视频最高播放量五十万，熟悉剪映与数据分析。', '文案功底扎实，策划过线上线下品牌活动，对热点敏感。'],
  },
  {
    position: '数据分析师',
    jobTitle: '数据分析师',
    majors: ['统计学', '数学与应用数学', '信息与计算科学'],
    degrees: ['本科', '硕士'],
    entrySalary: 9000,
    raisePerYear: 1500,
    summaries: ['熟练使用 SQL、Python 与 Tableau，搭建过业务指标体系和经营看板，逻辑清晰。', '做过用户分层与留存分析，能把分析结论转化为可执行的运营建议。'],
  },
  {
    position: '行政前台',
    jobTitle: '行政前台',
    majors: ['文秘', '行政管理', '酒店管理'],
    degrees: ['中专/中技', '大专'],
    entrySalary: 4500,
    raisePerYear: 400,
    summaries: ['形象气质佳，熟练使用 Office 办公软件，负责过访客接待、会议室与办公用品管理。', '做事细致有条理，有良好的沟通协调能力。'],
  },
];
