import type { Kysely } from 'kysely';
import { dropCreatedTables, runStatements } from './statements';

// The local chat service (src/chat). User IDs here are chat user IDs (prefix + platform user ID,
// or the configured admin account), not foreign keys: the admin account has no users row.
const statements = [
  // Display data of chat accounts, copied lazily from users (nickname, avatar) at first need.
  `create table chat_profiles (
    user_id text primary key,
    nick text not null default '',
    avatar text not null default '',
    self_signature text not null default '',
    updated_at timestamptz not null default now()
  )`,
  // One row per conversation: C2C between two users, or a group. Holds the sequence counter.
  `create table chat_conversations (
    conversation_key text primary key,
    last_sequence integer not null default 0
  )`,
  `create table chat_groups (
    group_id text primary key,
    type text not null check (type in ('Private', 'Public', 'ChatRoom', 'AVChatRoom', 'Community')),
    name text not null,
    avatar text not null default '',
    introduction text not null default '',
    notification text not null default '',
    owner_id text not null,
    join_option text not null check (join_option in ('FreeAccess', 'NeedPermission', 'DisableApply')),
    mute_all_members boolean not null default false,
    created_at timestamptz not null default now()
  )`,
  // history_from: the group's sequence when the member joined; they see later messages only
  // (0 where the group type shows earlier history).
  `create table chat_group_members (
    group_id text not null references chat_groups(group_id) on delete cascade,
    user_id text not null,
    role text not null check (role in ('Owner', 'Admin', 'Member')),
    mute_until bigint not null default 0,
    history_from integer not null default 0,
    joined_at timestamptz not null default now(),
    primary key (group_id, user_id)
  )`,
  `create index chat_group_members_user_idx on chat_group_members(user_id)`,
  // sync_seq is the server-wide cursor of sync; a revoke gives the message a new one so that a
  // client that was offline learns of it. Assigned under an advisory lock, in commit order.
  `create table chat_messages (
    id bigserial primary key,
    sync_seq bigserial not null unique,
    conversation_key text not null references chat_conversations(conversation_key),
    conversation_type text not null check (conversation_type in ('C2C', 'GROUP')),
    sequence integer not null,
    client_id text not null,
    sender text not null,
    receiver text not null,
    type text not null,
    payload jsonb not null,
    cloud_custom_data text not null default '',
    at_user_list jsonb not null default '[]',
    need_read_receipt boolean not null default false,
    priority text not null default 'Normal',
    nick text not null default '',
    avatar text not null default '',
    is_revoked boolean not null default false,
    revoker text not null default '',
    created_at timestamptz not null default now(),
    unique (sender, client_id),
    unique (conversation_key, sequence)
  )`,
  `create index chat_messages_sender_idx on chat_messages(sender, sync_seq)`,
  `create index chat_messages_receiver_idx on chat_messages(receiver, sync_seq)`,
  `create index chat_messages_client_id_idx on chat_messages(client_id)`,
  // Each participant's view of a conversation. hidden_up_to: messages up to this sequence were
  // cleared by deleteConversation; is_deleted hides the conversation until a new message.
  `create table chat_user_conversations (
    user_id text not null,
    conversation_key text not null references chat_conversations(conversation_key),
    conversation_type text not null check (conversation_type in ('C2C', 'GROUP')),
    peer text not null,
    unread_count integer not null default 0,
    read_sequence integer not null default 0,
    is_pinned boolean not null default false,
    remind_type text not null default 'AcceptAndNotify' check (remind_type in ('AcceptAndNotify', 'AcceptNotNotify', 'Discard')),
    hidden_up_to integer not null default 0,
    is_deleted boolean not null default false,
    updated_at timestamptz not null default now(),
    primary key (user_id, conversation_key)
  )`,
  `create index chat_user_conversations_key_idx on chat_user_conversations(conversation_key)`,
  // Messages a user deleted for themselves only.
  `create table chat_deleted_messages (
    user_id text not null,
    message_id bigint not null references chat_messages(id) on delete cascade,
    primary key (user_id, message_id)
  )`,
  // Group read receipts: who read which needReadReceipt message.
  `create table chat_message_reads (
    message_id bigint not null references chat_messages(id) on delete cascade,
    user_id text not null,
    read_at timestamptz not null default now(),
    primary key (message_id, user_id)
  )`,
];

export async function up(db: Kysely<any>): Promise<void> {
  await runStatements(db, statements);
}

export async function down(db: Kysely<any>): Promise<void> {
  await dropCreatedTables(db, statements);
}
