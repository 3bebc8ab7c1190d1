import { interview as zhCN } from '../locales/zh-CN/interview';
import { interviewSchema, toPayload, type InterviewForm, type InterviewFormInput } from './interview.schema';
import { MEETING_LINK_MAX } from './meeting-link';

const valid: InterviewFormInput = {
  jobId: 7,
  mobile: '13800138000',
  interviewType: 2,
  address: '上海市浦东新区',
  meetingLink: '',
  latitude: 31.2,
  longitude: 121.5,
  date: new Date(2030, 0, 15),
  time: '09:00',
  remark: '',
};

/** The zh-CN messages of the issues `input` raises, by field. */
function messagesOf(input: Record<string, unknown>): Record<string, string> {
  const result = interviewSchema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), zhCN[issue.message as keyof typeof zhCN]]));
}

it('accepts a complete on-site form', () => {
  expect(messagesOf(valid)).toEqual({});
});

it.each([
  ['jobId', undefined, '岗位不能为空'],
  ['jobId', Number.NaN, '岗位不能为空'],
  ['jobId', '7', '岗位不能为空'],
  ['mobile', '', '联系电话不能为空'],
  ['mobile', '   ', '联系电话不能为空'],
  ['mobile', undefined, '联系电话不能为空'],
  ['mobile', '23800138000', '请输入正确的手机号格式'],
  ['mobile', '1380013800', '请输入正确的手机号格式'],
  ['mobile', '138001380001', '请输入正确的手机号格式'],
  ['mobile', '1380013800a', '请输入正确的手机号格式'],
  ['interviewType', undefined, '面试类型不能为空'],
  ['interviewType', 3, '面试类型不能为空'],
  ['interviewType', '2', '面试类型不能为空'],
  ['address', '', '地址不能为空'],
  ['address', '  ', '地址不能为空'],
  ['date', null, '时间不能为空'],
  ['time', '', '时间不能为空'],
])('%s = %p: %s', (field, value, message) => {
  expect(messagesOf({ ...valid, [field]: value })).toEqual({ [field]: message });
});

describe('the meeting link of an online interview', () => {
  const online = { ...valid, interviewType: 1 as const, address: '' };
  it.each(['', '  ', 'https://meeting.tencent.com/dm/abc?pwd=1', 'HTTP://Meeting.Example.test/j/1'])('takes %p', (meetingLink) => {
    expect(messagesOf({ ...online, meetingLink })).toEqual({});
  });
  it.each(['meeting.example.test/j/1', 'ftp://meeting.example.test/1', 'javascript:alert(1)', 'https://', 'https://meeting.example.test/j 1'])(
    'refuses %p',
    (meetingLink) => {
      expect(messagesOf({ ...online, meetingLink })).toEqual({ meetingLink: '会议链接须为以 http:// 或 https:// 开头的完整网址' });
    },
  );
  it('refuses one over the server limit', () => {
    const long = `https://meeting.example.test/${'a'.repeat(MEETING_LINK_MAX)}`;
    expect(messagesOf({ ...online, meetingLink: long })).toEqual({ meetingLink: '会议链接长度不能超过1000' });
  });
  it('sends the trimmed link online and none on site, whatever was typed', () => {
    const link = 'https://meeting.example.test/j/1';
    expect(toPayload(interviewSchema.parse({ ...online, meetingLink: ` ${link} ` }) as InterviewForm, 'u_c1').meetingLink).toBe(link);
    expect(messagesOf({ ...valid, meetingLink: 'not a link' })).toEqual({});
    expect(toPayload(interviewSchema.parse({ ...valid, meetingLink: link }) as InterviewForm, 'u_c1').meetingLink).toBe('');
  });
});

it('does not ask an online interview for an address', () => {
  expect(messagesOf({ ...valid, interviewType: 1, address: '' })).toEqual({});
});

it('builds the create body: time as yyyy-MM-dd HH:mm:00 and the chat target', () => {
  const form = interviewSchema.parse(valid) as InterviewForm;
  expect(toPayload(form, 'u_c1')).toEqual({
    jobId: 7,
    mobile: '13800138000',
    interviewType: 2,
    address: '上海市浦东新区',
    meetingLink: '',
    latitude: 31.2,
    longitude: 121.5,
    interviewTime: '2030-01-15 09:00:00',
    remark: '',
    to: 'u_c1',
  });
});

it('blanks the address of an online interview before submit', () => {
  const form = interviewSchema.parse({ ...valid, interviewType: 1 }) as InterviewForm;
  expect(toPayload(form, 'u_c1').address).toBe('');
});

it('reports every broken rule at once, the on-site address too', () => {
  expect(messagesOf({ ...valid, jobId: undefined, mobile: '', address: '', date: null })).toEqual({
    jobId: '岗位不能为空',
    mobile: '联系电话不能为空',
    address: '地址不能为空',
    date: '时间不能为空',
  });
});
