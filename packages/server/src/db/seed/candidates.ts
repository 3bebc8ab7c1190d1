import { hoursAgo } from './clock';
import type { SeedContext } from './context';
import { DICTIONARIES, dictLabel } from './dictionaries';
import { uniqueMobile, uniquePersonName } from './names';
import { createRng } from './prng';
import { PROFESSIONS, type Profession } from './professions';

export const CANDIDATE_COUNT = 30;

/** demo_c1 … demo_c30. */
export const candidateUsername = (index: number) => `demo_c${index}`;

// Resumes hidden from recruiters (is_open false): they are only visible to companies they dealt with.
const CLOSED_RESUMES = new Set([6, 17, 26]);

/** Age at which someone with this degree usually starts working. */
const START_AGE: Record<string, number> = { 初中及以下: 17, 高中: 18, '中专/中技': 19, 大专: 21, 本科: 22, 硕士: 25, 博士: 28 };

const OTHER_CITIES = ['广州', '东莞', '佛山', '惠州'];

export interface SeededCandidate {
  index: number;
  userId: number;
  resumeId: number;
  name: string;
  mobile: string;
  isOpen: boolean;
  profession: Profession;
}

interface CandidateDraft {
  index: number;
  username: string;
  name: string;
  nickname: string;
  sex: string;
  age: number;
  degree: string;
  major: string;
  workYears: number;
  workStatus: string;
  mobile: string;
  email: string;
  summary: string;
  profession: Profession;
  expectations: { city: string; position: string; salaryMin: number; salaryMax: number }[];
  createdAt: Date;
}

const roundTo = (value: number, step: number) => Math.round(value / step) * step;

function draftCandidates(now: Date): CandidateDraft[] {
  const rng = createRng(20_240_301);
  const names = new Set<string>();
  const mobiles = new Set<string>();
  const workStatusValues = DICTIONARIES.work_status.map(([value]) => value);
  return Array.from({ length: CANDIDATE_COUNT }, (_, i) => {
    const index = i + 1;
    // Round-robin first, so every profession is represented; the rest of the profile is random.
    const profession = PROFESSIONS[i % PROFESSIONS.length] as Profession;
    const person = uniquePersonName(rng, names);
    const degree = rng.pick(profession.degrees);
    const startAge = START_AGE[degree] ?? 22;
    const lowest = Math.max(20, startAge);
    const age = Math.round(lowest + (45 - lowest) * rng.next() ** 1.6);
    const workYears = Math.max(0, age - startAge - rng.int(0, 2));
    const salaryMin = roundTo(profession.entrySalary + profession.raisePerYear * Math.min(workYears, 12), 1000);
    const salaryMax = roundTo(salaryMin * (1.3 + rng.next() * 0.3), 1000);
    const city = rng.chance(0.65) ? '深圳' : rng.pick(OTHER_CITIES);
    const expectations = [{ city, position: profession.position, salaryMin, salaryMax }];
    if (rng.chance(0.45)) {
      const second = city === '深圳' ? rng.pick(OTHER_CITIES) : '深圳';
      expectations.push({ city: second, position: profession.position, salaryMin: roundTo(salaryMin * 0.9, 1000), salaryMax: roundTo(salaryMax * 0.9, 1000) });
    }
    const experience = workYears === 0 ? '应届毕业生' : `${workYears}年相关工作经验`;
    return {
      index,
      username: candidateUsername(index),
      ...person,
      age,
      degree,
      major: rng.pick(profession.majors),
      workYears,
      workStatus: dictLabel('work_status', rng.pick(workStatusValues)),
      mobile: uniqueMobile(rng, mobiles),
      email: `demo_c${index}@example.com`,
      summary: `${experience}，${rng.pick(profession.summaries)}`,
      profession,
      expectations,
      createdAt: hoursAgo(now, rng.int(24 * 20, 24 * 200)),
    };
  });
}

export async function insertCandidates({ db, now, passwordHash }: SeedContext): Promise<SeededCandidate[]> {
  const drafts = draftCandidates(now);
  const users = await db
    .insertInto('users')
    .values(
      drafts.map((d) => ({
        username: d.username,
        passwordHash,
        role: 'candidate' as const,
        companyId: null,
        name: d.name,
        nickname: d.nickname,
        mobile: d.mobile,
        email: d.email,
        createdAt: d.createdAt,
      })),
    )
    .returning(['id', 'username'])
    .execute();
  const userIds = new Map(users.map((u) => [u.username, u.id]));
  const userIdOf = (d: CandidateDraft) => {
    const id = userIds.get(d.username);
    if (id === undefined) throw new Error(`user ${d.username} was not inserted`);
    return id;
  };

  const resumes = await db
    .insertInto('resumes')
    .values(
      drafts.map((d) => ({
        userId: userIdOf(d),
        name: d.name,
        workStatus: d.workStatus,
        sex: d.sex,
        age: d.age,
        degree: d.degree,
        major: d.major,
        workYears: d.workYears,
        mobile: d.mobile,
        email: d.email,
        summary: d.summary,
        isOpen: !CLOSED_RESUMES.has(d.index),
        createdAt: d.createdAt,
        updatedAt: hoursAgo(now, 24 * ((d.index * 7) % 30) + d.index),
      })),
    )
    .returning(['id', 'userId'])
    .execute();
  const resumeIds = new Map(resumes.map((r) => [r.userId, r.id]));

  const seeded = drafts.map((d): SeededCandidate => {
    const userId = userIdOf(d);
    const resumeId = resumeIds.get(userId);
    if (resumeId === undefined) throw new Error(`resume of ${d.username} was not inserted`);
    return { index: d.index, userId, resumeId, name: d.name, mobile: d.mobile, isOpen: !CLOSED_RESUMES.has(d.index), profession: d.profession };
  });

  await db
    .insertInto('resumeExpectations')
    .values(drafts.flatMap((d, i) => d.expectations.map((e) => ({ resumeId: (seeded[i] as SeededCandidate).resumeId, ...e }))))
    .execute();
  return seeded;
}
