import type { Kysely } from 'kysely';
import { dropCreatedTables, runStatements } from './statements';

// The whole data model of docs/console.md §3 and docs/chat.md §3. Later features add endpoints on
// these tables; a change to them is a new migration file, never an edit of this one.
const statements = [
  `create table companies (
    id serial primary key,
    name text not null,
    short_name text,
    industry text,
    scale text,
    address text,
    latitude double precision,
    longitude double precision,
    logo text,
    description text,
    created_at timestamptz not null default now()
  )`,
  `create table users (
    id serial primary key,
    username text not null unique,
    password_hash text not null,
    role text not null check (role in ('company_admin', 'recruiter', 'candidate', 'platform_admin')),
    company_id integer references companies(id),
    name text not null,
    nickname text not null,
    avatar text,
    mobile text,
    email text,
    disabled boolean not null default false,
    created_at timestamptz not null default now(),
    check ((role in ('company_admin', 'recruiter')) = (company_id is not null))
  )`,
  `create index users_company_idx on users(company_id)`,
  `create table recruiter_cards (
    id serial primary key,
    user_id integer not null unique references users(id),
    company_id integer not null references companies(id),
    title text not null,
    mobile text,
    email text,
    created_at timestamptz not null default now()
  )`,
  `create table sessions (
    id serial primary key,
    token_hash text not null unique,
    user_id integer not null references users(id),
    scope text not null check (scope in ('company', 'user')),
    created_at timestamptz not null default now(),
    expires_at timestamptz not null,
    revoked_at timestamptz
  )`,
  `create table jobs (
    id serial primary key,
    company_id integer not null references companies(id),
    title text not null,
    status smallint not null,
    job_type text,
    city text,
    address text,
    latitude double precision,
    longitude double precision,
    salary_min integer,
    salary_max integer,
    degree text,
    work_years text,
    headcount integer,
    description text,
    created_by integer references users(id),
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`,
  `create index jobs_company_status_idx on jobs(company_id, status, id desc)`,
  `create table uploaded_files (
    id serial primary key,
    owner_id integer references users(id),
    original_name text not null,
    stored_name text not null unique,
    mime text not null,
    size integer not null,
    is_public boolean not null default true,
    created_at timestamptz not null default now()
  )`,
  `create table resumes (
    id serial primary key,
    user_id integer not null unique references users(id),
    name text not null,
    work_status text,
    sex text,
    age integer,
    degree text,
    major text,
    work_years integer,
    mobile text,
    email text,
    summary text,
    is_open boolean not null default true,
    file_id integer references uploaded_files(id),
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`,
  `create table resume_expectations (
    id serial primary key,
    resume_id integer not null references resumes(id) on delete cascade,
    city text,
    position text,
    salary_min integer,
    salary_max integer
  )`,
  `create table resume_submissions (
    id serial primary key,
    job_id integer not null references jobs(id),
    resume_id integer not null references resumes(id),
    company_id integer not null references companies(id),
    status smallint not null default 1,
    created_at timestamptz not null default now(),
    unique (job_id, resume_id)
  )`,
  `create table talent_pool_entries (
    id serial primary key,
    company_id integer not null references companies(id),
    resume_id integer not null references resumes(id),
    source text,
    note text,
    created_at timestamptz not null default now(),
    unique (company_id, resume_id)
  )`,
  `create table chat_linkages (
    id serial primary key,
    company_id integer not null references companies(id),
    recruiter_id integer not null references users(id),
    candidate_id integer not null references users(id),
    job_id integer references jobs(id),
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    unique (recruiter_id, candidate_id, job_id)
  )`,
  `create index chat_linkages_company_idx on chat_linkages(company_id, candidate_id, updated_at desc)`,
  `create table interviews (
    id serial primary key,
    company_id integer not null references companies(id),
    job_id integer not null references jobs(id),
    recruiter_id integer not null references users(id),
    candidate_id integer not null references users(id),
    mobile text not null,
    interview_type smallint not null check (interview_type in (1, 2)),
    address text,
    latitude double precision,
    longitude double precision,
    interview_time timestamptz not null,
    remark text,
    status smallint not null default 1,
    created_at timestamptz not null default now()
  )`,
  `create index interviews_company_idx on interviews(company_id, id desc)`,
  `create table job_fairs (
    id serial primary key,
    title text not null,
    organizer text,
    address text,
    start_at timestamptz not null,
    end_at timestamptz not null,
    status smallint not null default 1,
    description text
  )`,
  `create table job_fair_companies (
    fair_id integer not null references job_fairs(id),
    company_id integer not null references companies(id),
    status smallint not null default 1,
    created_at timestamptz not null default now(),
    primary key (fair_id, company_id)
  )`,
  `create table help_plans (
    id serial primary key,
    company_id integer not null references companies(id),
    title text not null,
    description text,
    start_date date,
    end_date date,
    status smallint not null default 1,
    created_at timestamptz not null default now()
  )`,
  `create table help_projects (
    id serial primary key,
    plan_id integer not null references help_plans(id),
    company_id integer not null references companies(id),
    title text not null,
    description text,
    quota integer,
    created_at timestamptz not null default now()
  )`,
  `create table help_signups (
    id serial primary key,
    project_id integer not null references help_projects(id),
    company_id integer not null references companies(id),
    user_id integer not null references users(id),
    status smallint not null default 1,
    remark text,
    created_at timestamptz not null default now(),
    unique (project_id, user_id)
  )`,
  `create index help_signups_company_status_idx on help_signups(company_id, status)`,
  `create table favourites (
    id serial primary key,
    company_id integer not null references companies(id),
    user_id integer not null references users(id),
    resume_id integer not null references resumes(id),
    created_at timestamptz not null default now(),
    unique (user_id, resume_id)
  )`,
  `create table union_recommendations (
    id serial primary key,
    company_id integer not null references companies(id),
    resume_id integer not null references resumes(id),
    union_name text not null,
    note text,
    created_at timestamptz not null default now()
  )`,
  `create table feedback (
    id serial primary key,
    company_id integer references companies(id),
    user_id integer not null references users(id),
    content text not null,
    contact text,
    status smallint not null default 1,
    created_at timestamptz not null default now()
  )`,
  `create table company_scores (
    id serial primary key,
    company_id integer not null references companies(id),
    scorer_id integer not null references users(id),
    target_user_id integer not null references users(id),
    resume_id integer references resumes(id),
    score_type smallint not null,
    created_at timestamptz not null default now()
  )`,
  `create table error_logs (
    id serial primary key,
    type text,
    code text,
    message text,
    url text,
    client_time text,
    token_hint text,
    user_id text,
    user_name text,
    ip text,
    created_at timestamptz not null default now()
  )`,
  `create table dict_entries (
    id serial primary key,
    dict_type text not null,
    value text not null,
    label text not null,
    sort integer not null default 0,
    unique (dict_type, value)
  )`,
  `create table server_secrets (
    name text primary key,
    value text not null,
    created_at timestamptz not null default now()
  )`,
];

export async function up(db: Kysely<any>): Promise<void> {
  await runStatements(db, statements);
}

export async function down(db: Kysely<any>): Promise<void> {
  await dropCreatedTables(db, statements);
}
