import type { Viewer } from '../src/auth/candidate-policy';
import { userId, type TestServer } from '@employment-cloud/test-support/server/harness';

// Records for the access tests: candidates whose resume is closed and who dealt with nobody,
// and the candidates with closed resumes (demo 6, 17, 26 and added ones) who never dealt with a
// given company, found here by reading each table rather than by asking the policy under test
// (chat messages aside: the demo data of the tests has none).

export interface CandidateRef {
  id: number;
  chatId: string;
  resumeId: number;
}

let fresh = 0;

/** A new candidate with a closed resume and no dealings with anyone. */
export async function closedCandidate(server: TestServer, label = 'closed'): Promise<CandidateRef> {
  const { db } = server.database;
  const username = `${label}_${process.pid}_${++fresh}`;
  const user = await db
    .insertInto('users')
    .values({ username, passwordHash: 'x', role: 'candidate', name: '隐藏简历', nickname: username })
    .returning('id')
    .executeTakeFirstOrThrow();
  const resume = await db.insertInto('resumes').values({ userId: user.id, name: '隐藏简历', isOpen: false }).returning('id').executeTakeFirstOrThrow();
  return { id: user.id, chatId: `${server.config.chatUserPrefix}${user.id}`, resumeId: resume.id };
}

/** The demo candidate behind a username, with their resume. */
export async function candidateRef(server: TestServer, username: string): Promise<CandidateRef> {
  const id = await userId(server, username);
  const resume = await server.database.db.selectFrom('resumes').select('id').where('userId', '=', id).executeTakeFirstOrThrow();
  return { id, chatId: `${server.config.chatUserPrefix}${id}`, resumeId: resume.id };
}

/** Whether the candidate appears in any of the company's dealings with candidates (chat messages aside). */
async function dealtWith(server: TestServer, companyId: number, candidate: CandidateRef): Promise<boolean> {
  const { db } = server.database;
  const byResume = ['resumeSubmissions', 'talentPoolEntries', 'favourites', 'unionRecommendations'] as const;
  for (const table of byResume) {
    if (await db.selectFrom(table).select('id').where('resumeId', '=', candidate.resumeId).where('companyId', '=', companyId).executeTakeFirst()) return true;
  }
  for (const table of ['interviews', 'chatLinkages'] as const) {
    if (await db.selectFrom(table).select('id').where('candidateId', '=', candidate.id).where('companyId', '=', companyId).executeTakeFirst()) return true;
  }
  return (
    (await db.selectFrom('helpSignups').select('id').where('userId', '=', candidate.id).where('companyId', '=', companyId).executeTakeFirst()) !== undefined
  );
}

/** Candidates (demo or added) with a closed resume who never dealt with the company of `username`. */
export async function closedStrangersOf(server: TestServer, username: string): Promise<CandidateRef[]> {
  const { companyId } = await viewerOf(server, username);
  const closed = await server.database.db
    .selectFrom('resumes')
    .innerJoin('users', 'users.id', 'resumes.userId')
    .select(['users.username'])
    .where('resumes.isOpen', '=', false)
    .orderBy('users.id')
    .execute();
  const strangers: CandidateRef[] = [];
  for (const { username: name } of closed) {
    const ref = await candidateRef(server, name);
    if (!(await dealtWith(server, companyId!, ref))) strangers.push(ref);
  }
  return strangers;
}

/** The policy's view of a demo user. */
export async function viewerOf(server: TestServer, username: string): Promise<Viewer> {
  return server.database.db.selectFrom('users').select(['id', 'role', 'companyId']).where('username', '=', username).executeTakeFirstOrThrow();
}

/** A published job of the company of `username`. */
export async function publishedJobOf(server: TestServer, username: string): Promise<{ id: number; companyId: number }> {
  const { companyId } = await viewerOf(server, username);
  return server.database.db
    .selectFrom('jobs')
    .select(['id', 'companyId'])
    .where('companyId', '=', companyId!)
    .where('status', '=', 2)
    .orderBy('id')
    .executeTakeFirstOrThrow();
}
