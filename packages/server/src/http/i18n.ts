import { jobsManageMessages } from './jobs-manage/messages';
import { portalMessages } from './portal/messages';
import { talentMessages } from './talent/messages';
import { fairMessages } from './fairs/messages';
import { feedbackMessages } from './feedback/messages';
import { documentMessages } from './documents/messages';
import { helpMessages } from './help/messages';
import { colleagueMessages } from './colleagues/messages';
import { statisticsMessages } from './statistics/messages';
import { companyMessages } from './company/messages';

export type Locale = 'zh-CN' | 'zh-TW' | 'en-US';

/** The request's locale from Accept-Language; Chinese (simplified) by default, as the spec is. */
export function localeOf(acceptLanguage: string | undefined): Locale {
  for (const part of (acceptLanguage ?? '').split(',')) {
    const tag = part.split(';')[0]!.trim().toLowerCase();
    if (tag === 'zh-tw' || tag === 'zh-hk' || tag === 'zh-hant') return 'zh-TW';
    if (tag.startsWith('zh')) return 'zh-CN';
    if (tag.startsWith('en')) return 'en-US';
  }
  return 'zh-CN';
}

type Catalogue = Record<string, string>;

const zhCN: Catalogue = {
  'field.raw': '{message}',
  'field.required': '{field}不能为空',
  'field.invalid': '{field}格式不正确',
  'field.tooLong': '{field}长度不能超过{max}',
  'field.tooShort': '{field}长度不能少于{min}',
  'field.tooSmall': '{field}不能小于{min}',
  'field.tooBig': '{field}不能大于{max}',
  'field.unknown': '不支持的参数：{field}',
  'field.badCharacter': '{field}包含不允许的字符（空字符或不成对的代理项）',
  'body.invalidJson': '请求体不是合法的 JSON',
  'body.tooLarge': '请求体过大',
  'body.unsupported': '不支持的请求内容类型',
  'route.notFound': '接口不存在：{method} {url}',
  'auth.required': '登录状态已过期，请重新登录',
  'auth.failed': '用户名或密码错误',
  'auth.mockDisabled': '模拟登录未开启',
  'auth.scopeMismatch': '该账号不能以此身份登录',
  'auth.forbidden': '没有权限访问',
  'auth.needCard': '请先创建招聘名片',
  'auth.companyOnly': '仅企业账号可用',
  'auth.mainAdminOnly': '仅企业主账号可用',
  'reset.badCode': '验证码错误或已过期',
  'field.code': '验证码',
  'rate.limited': '请求过于频繁，请稍后再试',
  'record.notFound': '记录不存在',
  'user.notFound': '该用户不存在',
  'interview.jobId.required': '岗位不能为空',
  'interview.mobile.required': '联系电话不能为空',
  'interview.mobile.pattern': '请输入正确的手机号格式',
  'interview.type.required': '面试类型不能为空',
  'interview.address.required': '地址不能为空',
  'interview.time.required': '时间不能为空',
  'interview.time.format': '时间格式应为 yyyy-MM-dd HH:mm:00',
  'interview.time.past': '面试时间不能早于当前时间',
  'page.updating': '系统正在更新，请稍候，页面将自动刷新',
  'page.notFound': '页面不存在',
  'interview.answered': '该面试邀请已答复',
  'interview.accept.required': '请选择接受或拒绝',
  'interview.to.required': '面试对象不能为空',
  'interview.meetingLink.invalid': '会议链接须为以 http:// 或 https:// 开头的完整网址',
  'interview.meetingLink.tooLong': '会议链接长度不能超过1000',
  // The .ics file of an interview (interview-calendar.ts).
  'ics.summary': '{job}面试',
  'ics.company': '公司：{company}',
  'ics.contact': '联系电话：{mobile}',
  'ics.remark': '备注：{remark}',
  'ics.link': '会议链接：{link}',
  'ics.online': '线上面试',
  'job.notPublished': '岗位不存在或未发布',
  'upload.required': '请选择要上传的文件',
  'upload.tooLarge': '文件大小超过 2MB',
  'upload.type': '不支持的文件类型',
  'upload.notPicture': '请选择PNG、JPEG、GIF或WebP格式的图片',
  'field.notPicture': '{field}须为PNG、JPEG、GIF或WebP格式的图片',
  'server.error': '服务内部错误',
  'field.jobId': '岗位',
  'field.remark': '备注',
  'field.to': '聊天对象',
  'field.username': '用户名',
  'field.password': '密码',
  'field.scope': '登录身份',
  'field.status': '状态',
  'field.expiringWithin': '到期天数',
  'field.upcomingWithin': '近期天数',
  'field.pageSize': '每页条数',
  'field.pageNum': '页码',
  'field.dictType': '字典类型',
  'field.scoreType': '评价类型',
  'field.targetUserId': '评价对象',
  'field.resumeId': '简历',
};

const zhTW: Catalogue = {
  'field.required': '{field}不能為空',
  'field.invalid': '{field}格式不正確',
  'field.tooLong': '{field}長度不能超過{max}',
  'field.tooShort': '{field}長度不能少於{min}',
  'field.tooSmall': '{field}不能小於{min}',
  'field.tooBig': '{field}不能大於{max}',
  'field.unknown': '不支援的參數：{field}',
  'field.badCharacter': '{field}包含不允許的字元（空字元或不成對的代理項）',
  'body.invalidJson': '請求內容不是合法的 JSON',
  'body.tooLarge': '請求內容過大',
  'body.unsupported': '不支援的請求內容類型',
  'route.notFound': '介面不存在：{method} {url}',
  'auth.required': '登入狀態已過期，請重新登入',
  'auth.failed': '使用者名稱或密碼錯誤',
  'auth.mockDisabled': '模擬登入未開啟',
  'auth.scopeMismatch': '該帳號不能以此身分登入',
  'auth.forbidden': '沒有權限存取',
  'auth.needCard': '請先建立招聘名片',
  'auth.companyOnly': '僅企業帳號可用',
  'auth.mainAdminOnly': '僅企業主帳號可用',
  'reset.badCode': '驗證碼錯誤或已過期',
  'field.code': '驗證碼',
  'rate.limited': '請求過於頻繁，請稍後再試',
  'record.notFound': '記錄不存在',
  'user.notFound': '該使用者不存在',
  'interview.jobId.required': '崗位不能為空',
  'interview.mobile.required': '聯絡電話不能為空',
  'interview.mobile.pattern': '請輸入正確的手機號格式',
  'interview.type.required': '面試類型不能為空',
  'interview.address.required': '地址不能為空',
  'interview.time.required': '時間不能為空',
  'interview.time.format': '時間格式應為 yyyy-MM-dd HH:mm:00',
  'interview.time.past': '面試時間不能早於目前時間',
  'page.updating': '系統正在更新，請稍候，頁面將自動重新整理',
  'page.notFound': '頁面不存在',
  'interview.answered': '該面試邀請已答覆',
  'interview.accept.required': '請選擇接受或拒絕',
  'interview.to.required': '面試對象不能為空',
  'interview.meetingLink.invalid': '會議連結須為以 http:// 或 https:// 開頭的完整網址',
  'interview.meetingLink.tooLong': '會議連結長度不能超過1000',
  'ics.summary': '{job}面試',
  'ics.company': '公司：{company}',
  'ics.contact': '聯絡電話：{mobile}',
  'ics.remark': '備註：{remark}',
  'ics.link': '會議連結：{link}',
  'ics.online': '線上面試',
  'job.notPublished': '崗位不存在或未發佈',
  'upload.required': '請選擇要上傳的檔案',
  'upload.tooLarge': '檔案大小超過 2MB',
  'upload.type': '不支援的檔案類型',
  'upload.notPicture': '請選擇PNG、JPEG、GIF或WebP格式的圖片',
  'field.notPicture': '{field}須為PNG、JPEG、GIF或WebP格式的圖片',
  'server.error': '服務內部錯誤',
  'field.jobId': '崗位',
  'field.remark': '備註',
  'field.to': '聊天對象',
  'field.username': '使用者名稱',
  'field.password': '密碼',
  'field.scope': '登入身分',
  'field.status': '狀態',
  'field.expiringWithin': '到期天數',
  'field.upcomingWithin': '近期天數',
  'field.pageSize': '每頁筆數',
  'field.pageNum': '頁碼',
  'field.dictType': '字典類型',
  'field.scoreType': '評價類型',
  'field.targetUserId': '評價對象',
  'field.resumeId': '履歷',
};

const enUS: Catalogue = {
  'field.required': '{field} is required',
  'field.invalid': '{field} is not valid',
  'field.tooLong': '{field} must be at most {max} long',
  'field.tooShort': '{field} must be at least {min} long',
  'field.tooSmall': '{field} must be at least {min}',
  'field.tooBig': '{field} must be at most {max}',
  'field.unknown': 'unsupported parameter: {field}',
  'field.badCharacter': '{field} contains a character that is not allowed (NUL or an unpaired surrogate)',
  'body.invalidJson': 'the request body is not valid JSON',
  'body.tooLarge': 'the request body is too large',
  'body.unsupported': 'unsupported request content type',
  'route.notFound': 'no such endpoint: {method} {url}',
  'auth.required': 'your session has expired, please log in again',
  'auth.failed': 'wrong username or password',
  'auth.mockDisabled': 'mock login is disabled',
  'auth.scopeMismatch': 'this account cannot log in with that scope',
  'auth.forbidden': 'access denied',
  'auth.needCard': 'create your recruiter card first',
  'auth.companyOnly': 'for company accounts only',
  'auth.mainAdminOnly': "for the company's main admin only",
  'reset.badCode': 'the code is wrong or has expired',
  'field.code': 'verification code',
  'rate.limited': 'too many requests, please try again later',
  'record.notFound': 'record not found',
  'user.notFound': 'this user does not exist',
  'interview.jobId.required': 'the position cannot be empty',
  'interview.mobile.required': 'the contact phone cannot be empty',
  'interview.mobile.pattern': 'please enter a valid mobile number',
  'interview.type.required': 'the interview type cannot be empty',
  'interview.address.required': 'the address cannot be empty',
  'interview.time.required': 'the time cannot be empty',
  'interview.time.format': 'the time must be formatted yyyy-MM-dd HH:mm:00',
  'interview.time.past': 'the interview time cannot be in the past',
  'page.updating': 'The system is being updated: this page reloads in a moment',
  'page.notFound': 'Page not found',
  'interview.answered': 'this interview invitation has already been answered',
  'interview.accept.required': 'choose to accept or decline',
  'interview.to.required': 'the interviewee cannot be empty',
  'interview.meetingLink.invalid': 'the meeting link must be a full web address starting with http:// or https://',
  'interview.meetingLink.tooLong': 'the meeting link must be at most 1000 characters long',
  'ics.summary': 'Interview: {job}',
  'ics.company': 'Company: {company}',
  'ics.contact': 'Contact phone: {mobile}',
  'ics.remark': 'Remark: {remark}',
  'ics.link': 'Meeting link: {link}',
  'ics.online': 'Online interview',
  'job.notPublished': 'the position does not exist or is not published',
  'upload.required': 'choose a file to upload',
  'upload.tooLarge': 'file size exceeds 2MB',
  'upload.type': 'unsupported file type',
  'upload.notPicture': 'choose a PNG, JPEG, GIF or WebP picture',
  'field.notPicture': '{field} must be a PNG, JPEG, GIF or WebP picture',
  'server.error': 'internal service error',
  'field.jobId': 'jobId',
  'field.remark': 'remark',
  'field.to': 'to',
  'field.username': 'username',
  'field.password': 'password',
  'field.scope': 'scope',
  'field.status': 'status',
  'field.expiringWithin': 'expiringWithin',
  'field.upcomingWithin': 'upcomingWithin',
  'field.pageSize': 'pageSize',
  'field.pageNum': 'pageNum',
  'field.dictType': 'dictType',
  'field.scoreType': 'scoreType',
  'field.targetUserId': 'targetUserId',
  'field.resumeId': 'resumeId',
};

// The console's job management, dashboard, card and personal info routes (issue 17).
Object.assign(zhCN, jobsManageMessages.zhCN);
Object.assign(zhTW, jobsManageMessages.zhTW);
Object.assign(enUS, jobsManageMessages.enUS);

// The console's candidate-side routes (issue 17).
Object.assign(zhCN, talentMessages.zhCN);
Object.assign(zhTW, talentMessages.zhTW);
Object.assign(enUS, talentMessages.enUS);

// The example candidate portal's routes (issue 18).
Object.assign(zhCN, portalMessages.zhCN);
Object.assign(zhTW, portalMessages.zhTW);
Object.assign(enUS, portalMessages.enUS);

// The console's pages of issue 19: job fairs, feedback, documents, help, colleagues, data, company.
for (const messages of [fairMessages, feedbackMessages, documentMessages, helpMessages, colleagueMessages, statisticsMessages, companyMessages]) {
  Object.assign(zhCN, messages.zhCN);
  Object.assign(zhTW, messages.zhTW);
  Object.assign(enUS, messages.enUS);
}

const catalogues: Record<Locale, Catalogue> = { 'zh-CN': zhCN, 'zh-TW': zhTW, 'en-US': enUS };

export function hasMessage(key: string): boolean {
  return key in zhCN;
}

/** The message for key in locale, with {name} placeholders filled; the key itself if unknown. */
export function t(locale: Locale, key: string, params: Record<string, string | number> = {}): string {
  const template = catalogues[locale][key] ?? zhCN[key] ?? key;
  return template.replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? `{${name}}`));
}

/** A field's display name: a translated label when there is one, else the field's own name. */
export function fieldLabel(locale: Locale, field: string): string {
  const key = `field.${field}`;
  return hasMessage(key) ? t(locale, key) : field;
}

export const messageKeys = { zhCN, zhTW, enUS };
