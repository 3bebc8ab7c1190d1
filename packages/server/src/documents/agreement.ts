// The company service agreement (CompanyAgreement, /agreement/index), per locale.
import type { Localized } from './document';

export const agreement: Localized = {
  'zh-CN': {
    title: '企业用户服务协议',
    updatedAt: '2026-11-01',
    sections: [
      {
        heading: '一、协议的范围',
        paragraphs: [
          '本协议是您所代表的企业（以下简称“企业用户”）与就业服务平台（以下简称“平台”）之间关于使用平台企业端招聘服务的约定。',
          '企业用户的主账号及其开设的招聘专员账号，在使用平台服务时均受本协议约束。',
        ],
      },
      {
        heading: '二、账号与认证',
        paragraphs: [
          '企业用户应提供真实、合法、有效的企业名称、统一社会信用代码及营业执照，并在信息变更时及时更新。',
          '账号仅限企业内部授权人员使用，因账号保管不善造成的损失由企业用户自行承担。',
        ],
      },
      {
        heading: '三、招聘信息发布',
        paragraphs: [
          '企业用户发布的岗位信息应真实、准确，不得含有民族、种族、性别、宗教信仰等就业歧视内容。',
          '不得以招聘为名收取求职者任何费用，不得发布传销、违法集资等信息。',
        ],
      },
      {
        heading: '四、求职者个人信息保护',
        paragraphs: [
          '企业用户通过平台获得的求职者简历及联系方式，仅可用于本企业的招聘活动，不得转售、公开或用于其他目的。',
          '企业用户应在招聘结束后妥善保存或删除求职者个人信息，并遵守《中华人民共和国个人信息保护法》。',
        ],
      },
      {
        heading: '五、招聘会与帮扶活动',
        paragraphs: [
          '企业用户报名参加平台组织的招聘会后，应按时参会并保证所带岗位真实有效；如需取消，请在报名期内操作。',
          '参与就业帮扶项目的企业，应如实记录帮扶对象的培训与就业情况。',
        ],
      },
      { heading: '六、违约处理', paragraphs: ['企业用户违反本协议的，平台有权视情节采取下架岗位、限制功能、暂停或注销账号等措施，并保留追究法律责任的权利。'] },
      { heading: '七、其他', paragraphs: ['平台可根据法律法规及业务需要修订本协议，修订后的协议将在平台公布。企业用户继续使用服务即视为接受修订后的协议。'] },
    ],
  },
  'zh-TW': {
    title: '企業用戶服務協議',
    updatedAt: '2026-11-01',
    sections: [
      {
        heading: '一、協議的範圍',
        paragraphs: [
          '本協議是您所代表的企業（以下簡稱「企業用戶」）與就業服務平台（以下簡稱「平台」）之間關於使用平台企業端招聘服務的約定。',
          '企業用戶的主帳號及其開設的招聘專員帳號，在使用平台服務時均受本協議約束。',
        ],
      },
      {
        heading: '二、帳號與認證',
        paragraphs: [
          '企業用戶應提供真實、合法、有效的企業名稱、統一社會信用代碼及營業執照，並在資訊變更時及時更新。',
          '帳號僅限企業內部授權人員使用，因帳號保管不善造成的損失由企業用戶自行承擔。',
        ],
      },
      {
        heading: '三、招聘資訊發布',
        paragraphs: [
          '企業用戶發布的崗位資訊應真實、準確，不得含有民族、種族、性別、宗教信仰等就業歧視內容。',
          '不得以招聘為名收取求職者任何費用，不得發布傳銷、違法集資等資訊。',
        ],
      },
      {
        heading: '四、求職者個人資訊保護',
        paragraphs: [
          '企業用戶透過平台獲得的求職者履歷及聯絡方式，僅可用於本企業的招聘活動，不得轉售、公開或用於其他目的。',
          '企業用戶應在招聘結束後妥善保存或刪除求職者個人資訊，並遵守《中華人民共和國個人信息保護法》。',
        ],
      },
      {
        heading: '五、招聘會與幫扶活動',
        paragraphs: [
          '企業用戶報名參加平台組織的招聘會後，應按時參會並保證所帶崗位真實有效；如需取消，請在報名期內操作。',
          '參與就業幫扶項目的企業，應如實記錄幫扶對象的培訓與就業情況。',
        ],
      },
      { heading: '六、違約處理', paragraphs: ['企業用戶違反本協議的，平台有權視情節採取下架崗位、限制功能、暫停或註銷帳號等措施，並保留追究法律責任的權利。'] },
      { heading: '七、其他', paragraphs: ['平台可根據法律法規及業務需要修訂本協議，修訂後的協議將在平台公布。企業用戶繼續使用服務即視為接受修訂後的協議。'] },
    ],
  },
  'en-US': {
    title: 'Company User Service Agreement',
    updatedAt: '2026-11-01',
    sections: [
      {
        heading: '1. Scope',
        paragraphs: [
          'This agreement is between the company you represent (the "company user") and the employment services platform (the "platform") about the use of the platform\'s recruiting services for companies.',
          "The company's main account and every recruiter account it opens are bound by this agreement.",
        ],
      },
      {
        heading: '2. Accounts and verification',
        paragraphs: [
          'The company user provides its true, lawful and valid name, unified social credit code and business licence, and updates them when they change.',
          "Accounts are for the company's authorised staff only; the company bears any loss caused by careless keeping of an account.",
        ],
      },
      {
        heading: '3. Job postings',
        paragraphs: [
          'Job postings must be true and accurate and must not discriminate by ethnicity, race, sex, religion or the like.',
          'No fee may be charged to job seekers in the name of recruiting; pyramid selling and illegal fund-raising may not be posted.',
        ],
      },
      {
        heading: "4. Protecting job seekers' personal information",
        paragraphs: [
          "Resumes and contact details obtained through the platform may be used only for the company's own recruiting, and may not be sold, disclosed or used otherwise.",
          "After recruiting, the company keeps or deletes job seekers' personal information properly, in line with the Personal Information Protection Law of the People's Republic of China.",
        ],
      },
      {
        heading: '5. Job fairs and assistance programmes',
        paragraphs: [
          'A company that signs up to a job fair attends on time with real, open jobs; to cancel, it does so while the fair takes sign-ups.',
          'Companies taking part in employment-assistance projects record the training and employment of the people helped truthfully.',
        ],
      },
      {
        heading: '6. Breaches',
        paragraphs: [
          'If the company user breaches this agreement, the platform may take down jobs, restrict features, or suspend or close accounts as the case requires, and reserves the right to pursue legal liability.',
        ],
      },
      {
        heading: '7. Other terms',
        paragraphs: [
          'The platform may revise this agreement as laws and its services require, and publishes each revision on the platform. Continuing to use the services means accepting the revised agreement.',
        ],
      },
    ],
  },
};
