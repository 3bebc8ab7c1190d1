import type { Role } from '../schema';
import type { SeededCompanies } from './companies';
import type { SeedContext } from './context';

export interface SeededStaff {
  /** demo_admin: the main company's admin account, with a recruiter card. */
  admin: number;
  /** demo_hr: a recruiter with a card; owns most chats, interviews and favourites. */
  hr: number;
  /** demo_hr2: a recruiter WITHOUT a recruiter card, so the console gets HTTP 490 (go make one). */
  hr2: number;
  /** other_admin: the other company's admin account, with a card. */
  otherAdmin: number;
}

interface StaffMember {
  key: keyof SeededStaff;
  username: string;
  role: Extract<Role, 'company_admin' | 'recruiter'>;
  company: keyof SeededCompanies;
  name: string;
  nickname: string;
  mobile: string;
  email: string;
  /** The recruiter card's job title; null for no card. */
  cardTitle: string | null;
}

const STAFF: readonly StaffMember[] = [
  {
    key: 'admin',
    username: 'demo_admin',
    role: 'company_admin',
    company: 'main',
    name: '林晓峰',
    nickname: '林总',
    mobile: '13823456781',
    email: 'linxiaofeng@xingchen.example.com',
    cardTitle: '人力资源总监',
  },
  {
    key: 'hr',
    username: 'demo_hr',
    role: 'recruiter',
    company: 'main',
    name: '陈雨桐',
    nickname: '雨桐',
    mobile: '13926481357',
    email: 'chenyutong@xingchen.example.com',
    cardTitle: '招聘经理',
  },
  {
    key: 'hr2',
    username: 'demo_hr2',
    role: 'recruiter',
    company: 'main',
    name: '王思远',
    nickname: '思远',
    mobile: '15012873469',
    email: 'wangsiyuan@xingchen.example.com',
    cardTitle: null,
  },
  {
    key: 'otherAdmin',
    username: 'other_admin',
    role: 'company_admin',
    company: 'other',
    name: '赵建国',
    nickname: '赵经理',
    mobile: '18688234157',
    email: 'zhaojianguo@qinghe.example.com',
    cardTitle: '运营经理',
  },
];

export async function insertStaff({ db, now, passwordHash }: SeedContext, companies: SeededCompanies): Promise<SeededStaff> {
  const users = await db
    .insertInto('users')
    .values(
      STAFF.map((s) => ({
        username: s.username,
        passwordHash,
        role: s.role,
        companyId: companies[s.company].id,
        name: s.name,
        nickname: s.nickname,
        mobile: s.mobile,
        email: s.email,
        createdAt: now,
      })),
    )
    .returning(['id', 'username'])
    .execute();
  const idOf = (username: string) => {
    const user = users.find((u) => u.username === username);
    if (!user) throw new Error(`user ${username} was not inserted`);
    return user.id;
  };

  const cards = STAFF.filter((s) => s.cardTitle !== null).map((s) => ({
    userId: idOf(s.username),
    companyId: companies[s.company].id,
    title: s.cardTitle as string,
    mobile: s.mobile,
    email: s.email,
    createdAt: now,
  }));
  await db.insertInto('recruiterCards').values(cards).execute();

  const staff = {} as SeededStaff;
  for (const s of STAFF) staff[s.key] = idOf(s.username);
  return staff;
}
