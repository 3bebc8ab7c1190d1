import type { Kysely } from 'kysely';
import { dropCreatedTables, runStatements } from './statements';

// Contacts of the local chat service (src/chat/methods/contacts): friends, friend applications,
// blacklists, friend-request policies. User IDs are chat user IDs, as in 0002-chat.
const statements: string[] = [
  // One row per direction: user_id has friend_id on their list. Both rows: friends both ways.
  `create table chat_friends (
    user_id text not null,
    friend_id text not null,
    remark text not null default '',
    add_source text not null default '',
    add_wording text not null default '',
    add_time bigint not null,
    primary key (user_id, friend_id)
  )`,
  `create index chat_friends_friend_idx on chat_friends(friend_id)`,
  // A pending request of applicant to target; remark is what the applicant will call the target.
  `create table chat_friend_applications (
    applicant text not null,
    target text not null,
    source text not null,
    wording text not null default '',
    remark text not null default '',
    created_at bigint not null,
    is_read boolean not null default false,
    primary key (applicant, target)
  )`,
  `create index chat_friend_applications_target_idx on chat_friend_applications(target)`,
  `create table chat_blacklist (
    user_id text not null,
    blocked_id text not null,
    added_at bigint not null,
    primary key (user_id, blocked_id)
  )`,
  // Who may add the user as a friend (the SDK profile's allowType); no row: NeedConfirm.
  `create table chat_friend_settings (
    user_id text primary key,
    allow_type text not null check (allow_type in ('AllowType_Type_AllowAny', 'AllowType_Type_NeedConfirm', 'AllowType_Type_DenyAny'))
  )`,
];

export async function up(db: Kysely<any>): Promise<void> {
  await runStatements(db, statements);
}

export async function down(db: Kysely<any>): Promise<void> {
  await dropCreatedTables(db, statements);
}
