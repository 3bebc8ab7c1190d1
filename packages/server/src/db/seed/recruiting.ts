import { sql } from 'kysely';
import { chinaTime, hoursAgo, minutesAgoToday } from './clock';
import type { SeededCandidate } from './candidates';
import type { SeededCompanies } from './companies';
import type { SeedContext } from './context';
import { JOB_STATUS, type SeededJob, type SeededJobs } from './jobs';
import { createRng } from './prng';
import type { SeededStaff } from './staff';

export interface RecruitingInput {
  companies: SeededCompanies;
  staff: SeededStaff;
  candidates: SeededCandidate[];
  jobs: SeededJobs;
}

interface Submission {
  candidate: SeededCandidate;
  job: SeededJob;
}

// When demo_hr's interviews happen, in days from today (China time), and their type:
// 1 online (no address), 2 on-site (at the job's site). Some past, most upcoming.
// Status (the console's interview list): 1 待确认, 2 已接受, 3 已拒绝, 4 已取消, every one in the coming week.
// The first one's candidate came and was hired (outcome 3, 已录用): 招聘数据 counts a hire.
// Tomorrow's online one has its meeting link (migration 0021) already; the others' comes by SMS.
/** The main company's submissions of the last minutes, which the dashboard counts as today's. */
const TODAYS_SUBMISSIONS = 3;

const INTERVIEW_SLOTS = [
  { days: -6, hour: 10, minute: 0, type: 2, status: 2, outcome: 3 },
  { days: -3, hour: 14, minute: 30, type: 1, status: 3 },
  { days: -1, hour: 16, minute: 0, type: 2, status: 2 },
  { days: 1, hour: 10, minute: 0, type: 1, status: 1, meetingLink: 'https://meeting.example.com/j/8861-2040?pwd=demo' },
  { days: 1, hour: 15, minute: 30, type: 2, status: 2 },
  { days: 2, hour: 9, minute: 30, type: 1, status: 3 },
  { days: 4, hour: 14, minute: 0, type: 2, status: 4 },
  { days: 6, hour: 11, minute: 0, type: 1, status: 1 },
] as const;

const INTERVIEW_REMARKS = {
  1: '腾讯会议号将在面试前一天通过短信发送，请提前10分钟进入会议并确保网络通畅。',
  2: '请携带身份证和纸质简历，到前台登记后联系招聘负责人。',
} as const;
const LINKED_REMARK = '请提前10分钟通过会议链接进入会议，并确保网络通畅。';

const POOL_SOURCES = ['简历投递', '招聘会', '工会推荐', '人才搜索'];
const POOL_NOTES = ['沟通顺畅，可安排复试', '期望薪资略高，待定', '技能匹配，优先联系', '暂无合适岗位，保持联系', null];
// The recruiters' tags on demo_hr's pool entries (talent_pool_entries.tags, migration 0009), by entry.
const POOL_TAGS = [['技能匹配', '可复试'], ['期望偏高'], [], ['沟通顺畅', '优先联系', '本地'], ['应届']];
const SCORE_TYPES = [3, 2, 3, 1] as const;
const SHOWCASE_SCORES = [3, 1] as const;

/** Candidates apply to the main company's published jobs (mostly their own line of work) and a few to the other company's. */
function planSubmissions(input: RecruitingInput, rng: ReturnType<typeof createRng>) {
  const mainPublished = input.jobs.main.filter((j) => j.status === JOB_STATUS.published);
  const otherPublished = input.jobs.other.filter((j) => j.status === JOB_STATUS.published);
  const main: Submission[] = [];
  for (const candidate of input.candidates) {
    if (candidate.index % 9 === 0) continue; // a few candidates have not applied anywhere yet
    const own = mainPublished.find((j) => j.title === candidate.profession.jobTitle) ?? rng.pick(mainPublished);
    main.push({ candidate, job: own });
    if (rng.chance(0.4)) {
      const extra = rng.pick(mainPublished.filter((j) => j !== own));
      main.push({ candidate, job: extra });
    }
  }
  const other = rng.sample(input.candidates, 4).map((candidate) => ({ candidate, job: rng.pick(otherPublished) }));
  return { main, other };
}

export async function insertRecruiting({ db, now }: SeedContext, input: RecruitingInput): Promise<void> {
  const rng = createRng(7_001);
  const { companies, staff } = input;
  const main = companies.main.id;
  const other = companies.other.id;
  const submissions = planSubmissions(input, rng);

  await db
    .insertInto('resumeSubmissions')
    .values(
      [...submissions.main, ...submissions.other].map(({ candidate, job }, i) => {
        const hours = rng.int(2, 24 * 20);
        // The main company's first three arrived minutes ago, today: the dashboard's submissions today.
        const createdAt = i < TODAYS_SUBMISSIONS ? minutesAgoToday(now, i + 1, TODAYS_SUBMISSIONS) : hoursAgo(now, hours);
        return { jobId: job.id, resumeId: candidate.resumeId, companyId: job.companyId, createdAt };
      }),
    )
    .execute();

  // One entry per candidate and company: the first submission of each applicant.
  const firstByCandidate = (list: Submission[]) => {
    const seen = new Set<number>();
    return list.filter((s) => !seen.has(s.candidate.userId) && seen.add(s.candidate.userId));
  };
  const mainApplicants = firstByCandidate(submissions.main);
  const otherApplicants = firstByCandidate(submissions.other);

  const pool = [...rng.sample(mainApplicants, 12).map((s) => ({ companyId: main, s })), ...otherApplicants.slice(0, 2).map((s) => ({ companyId: other, s }))];
  await db
    .insertInto('talentPoolEntries')
    .values(
      pool.map(({ companyId, s }, i) => ({
        companyId,
        tags: JSON.stringify(POOL_TAGS[i % POOL_TAGS.length]),
        resumeId: s.candidate.resumeId,
        source: rng.pick(POOL_SOURCES),
        note: rng.pick(POOL_NOTES),
        createdAt: hoursAgo(now, rng.int(1, 24 * 15)),
      })),
    )
    .execute();

  const chatting = rng.sample(mainApplicants, 12);
  const hrChats = chatting.slice(0, 10);
  const chats = [
    ...hrChats.map((s) => ({ companyId: main, recruiterId: staff.hr, s })),
    ...chatting.slice(10).map((s) => ({ companyId: main, recruiterId: staff.admin, s })),
    ...otherApplicants.slice(0, 2).map((s) => ({ companyId: other, recruiterId: staff.otherAdmin, s })),
  ];
  await db
    .insertInto('chatLinkages')
    .values(
      chats.map(({ companyId, recruiterId, s }, i) => ({
        companyId,
        recruiterId,
        candidateId: s.candidate.userId,
        jobId: s.job.id,
        createdAt: hoursAgo(now, 24 * 10 + i * 5),
        updatedAt: hoursAgo(now, i * 3 + 0.5),
      })),
    )
    .execute();

  // The submissions of candidates a recruiter chatted with were opened (viewed) half way between
  // their arrival and now; the rest stay unread.
  await db
    .updateTable('resumeSubmissions')
    .set({ viewedAt: sql<Date>`created_at + (${now}::timestamptz - created_at) / 2` })
    .where('companyId', '=', main)
    .where(
      'resumeId',
      'in',
      chatting.map((s) => s.candidate.resumeId),
    )
    .execute();

  // The invitation's 联系电话 is the recruiter's, as the invite form fills it from their card.
  const { mobile: hrMobile } = await db.selectFrom('recruiterCards').select('mobile').where('userId', '=', staff.hr).executeTakeFirstOrThrow();
  await db
    .insertInto('interviews')
    .values(
      INTERVIEW_SLOTS.map((slot, i) => {
        const { candidate, job } = hrChats[i] as Submission;
        const onSite = slot.type === 2;
        return {
          companyId: main,
          jobId: job.id,
          recruiterId: staff.hr,
          candidateId: candidate.userId,
          mobile: hrMobile ?? '',
          interviewType: slot.type,
          address: onSite ? job.site.address : null,
          latitude: onSite ? job.site.latitude : null,
          longitude: onSite ? job.site.longitude : null,
          interviewTime: chinaTime(now, slot.days, slot.hour, slot.minute),
          meetingLink: 'meetingLink' in slot ? slot.meetingLink : null,
          remark: 'meetingLink' in slot ? LINKED_REMARK : INTERVIEW_REMARKS[slot.type],
          status: slot.status,
          outcome: 'outcome' in slot ? slot.outcome : null,
          createdAt: chinaTime(now, Math.min(slot.days, 0) - 2, 11),
        };
      }),
    )
    .execute();

  const liked = rng.sample(mainApplicants, 8);
  await db
    .insertInto('favourites')
    .values(
      liked.map((s, i) => ({
        companyId: main,
        userId: i < 6 ? staff.hr : staff.admin,
        resumeId: s.candidate.resumeId,
        createdAt: hoursAgo(now, 6 + i * 17),
      })),
    )
    .execute();

  // The hired candidate's job shows a pipeline in several stages (issue 32): two more of its
  // applicants, neither interviewed nor scored yet, get a 合适 and a 不合适.
  const showcase = (hrChats[0] as Submission).job;
  const scored = new Set(hrChats.map((s) => s.candidate.userId));
  const screened = submissions.main.filter((s) => s.job === showcase && !scored.has(s.candidate.userId)).slice(0, SHOWCASE_SCORES.length);
  const scores = [
    ...SCORE_TYPES.map((scoreType, i) => ({ scoreType, candidate: (hrChats[i] as Submission).candidate })),
    ...screened.map((s, i) => ({ scoreType: SHOWCASE_SCORES[i]!, candidate: s.candidate })),
  ];
  await db
    .insertInto('companyScores')
    .values(
      scores.map(({ scoreType, candidate }, i) => ({
        companyId: main,
        scorerId: staff.hr,
        targetUserId: candidate.userId,
        resumeId: candidate.resumeId,
        scoreType,
        createdAt: hoursAgo(now, 20 + i),
      })),
    )
    .execute();
}
