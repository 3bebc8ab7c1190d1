import type { z } from 'zod';
import { interviewAnswerBody } from './candidate-interviews';
import { INTERVIEW_OUTCOME, INTERVIEW_TYPE } from './interview-status';
import { interviewBody, interviewListQuery, interviewRecord, outcomeBody, rescheduleBody, type InterviewInput } from './interviews';
import { MEETING_LINK_MAX, isMeetingLink } from './meeting-link';
import { firstMessage } from '../test/first-message';

const sent: InterviewInput = {
  jobId: 3,
  mobile: ' 13800138000 ',
  interviewType: INTERVIEW_TYPE.onsite,
  address: '深圳市南山区科技园',
  meetingLink: '',
  latitude: null,
  longitude: null,
  interviewTime: '2030-01-02 10:15:00',
  remark: '',
  to: 'user_7',
};

describe('the invitation', () => {
  it('sends what the schema reads, trimmed', () => {
    // Type-level too: every field the invite form sends has the type the server reads.
    const read: z.output<typeof interviewBody> = sent;
    expect(interviewBody.parse(read)).toEqual({ ...sent, mobile: '13800138000' });
  });

  it('says the first rule broken, in the order of the form', () => {
    expect(firstMessage(interviewBody.safeParse({ ...sent, jobId: 'abc', mobile: '' }))).toBe('interview.jobId.required');
    expect(firstMessage(interviewBody.safeParse({ ...sent, mobile: '' }))).toBe('interview.mobile.required');
    expect(firstMessage(interviewBody.safeParse({ ...sent, mobile: '1380013800' }))).toBe('interview.mobile.pattern');
    expect(firstMessage(interviewBody.safeParse({ ...sent, interviewType: 3 }))).toBe('interview.type.required');
    expect(firstMessage(interviewBody.safeParse({ ...sent, interviewTime: '2030-01-02 10:15' }))).toBe('interview.time.format');
    expect(firstMessage(interviewBody.safeParse({ ...sent, interviewTime: ' ' }))).toBe('interview.time.required');
    expect(firstMessage(interviewBody.safeParse({ ...sent, to: '' }))).toBe('interview.to.required');
  });

  it('takes an http(s) meeting link or none', () => {
    expect(interviewBody.parse({ ...sent, meetingLink: ' https://meeting.example/j/1 ' }).meetingLink).toBe('https://meeting.example/j/1');
    expect(interviewBody.parse({ ...sent, meetingLink: null }).meetingLink).toBeNull();
    expect(firstMessage(interviewBody.safeParse({ ...sent, meetingLink: 'javascript:alert(1)' }))).toBe('interview.meetingLink.invalid');
    expect(firstMessage(interviewBody.safeParse({ ...sent, meetingLink: `https://a.example/${'x'.repeat(MEETING_LINK_MAX)}` }))).toBe(
      'interview.meetingLink.tooLong',
    );
    for (const link of ['https://a.example/x', 'HTTP://a.example']) expect(isMeetingLink(link)).toBe(true);
    for (const link of ['', '/relative', 'https://a.example/a b', 'data:text/html,x', 'https://']) expect(isMeetingLink(link)).toBe(false);
  });
});

describe('the changes of an interview', () => {
  it('a new time, the link perhaps', () => {
    expect(rescheduleBody.parse({ interviewTime: '2030-01-02 10:15:00' })).toEqual({ interviewTime: '2030-01-02 10:15:00' });
    expect(firstMessage(rescheduleBody.safeParse({}))).toBe('interview.time.required');
  });

  it('an outcome of the three, as a number', () => {
    expect(outcomeBody.parse({ outcome: INTERVIEW_OUTCOME.hired })).toEqual({ outcome: 3 });
    for (const outcome of [undefined, 4, '3']) expect(firstMessage(outcomeBody.safeParse({ outcome }))).toBe('interview.outcome.required');
  });

  it("the candidate's answer: accept or not", () => {
    expect(interviewAnswerBody.parse({ accept: false })).toEqual({ accept: false });
    expect(firstMessage(interviewAnswerBody.safeParse({ accept: 'yes' }))).toBe('interview.accept.required');
  });
});

describe('the interview list query', () => {
  it('reads filters from text, and whole days that exist', () => {
    expect(interviewListQuery.parse({ status: '2', type: '1', from: '2024-02-29', upcomingWithin: '7' })).toEqual({
      pageNum: 1,
      pageSize: 10,
      status: 2,
      type: 1,
      from: '2024-02-29',
      upcomingWithin: 7,
    });
    expect(firstMessage(interviewListQuery.safeParse({ to: '2023-02-29' }))).toBe('interview.date.format');
    expect(firstMessage(interviewListQuery.safeParse({ from: '2024-2-1' }))).toBe('interview.date.format');
    for (const query of [{ status: '5' }, { type: '3' }, { upcomingWithin: '91' }, { id: '0' }])
      expect(interviewListQuery.safeParse(query).success).toBe(false);
  });
});

describe('an interview answered', () => {
  const row = {
    id: 1,
    jobId: 2,
    jobTitle: '后端工程师',
    mobile: '13800138000',
    interviewType: 1,
    address: null,
    latitude: null,
    longitude: null,
    meetingLink: 'https://meeting.example/j/1',
    remark: null,
    status: 1,
    createdAt: new Date(0).toISOString(),
    to: 'user_7',
    candidateId: 7,
    candidateName: '张三',
    candidateMobile: null,
    resumeId: null,
    outcome: null,
    past: false,
  };

  it("carries its time on the server's wall clock, its creation as ISO text", () => {
    expect(interviewRecord.safeParse({ ...row, interviewTime: '2030-01-02 10:15:00' }).success).toBe(true);
    expect(interviewRecord.safeParse({ ...row, interviewTime: '2030-01-02T10:15:00.000Z' }).success).toBe(false);
  });
});
