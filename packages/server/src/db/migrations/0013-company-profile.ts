import type { Kysely } from 'kysely';
import { runStatements } from './statements';

// Schema for the console's company profile (issue 19): the business licence (number and image) and
// when the profile was last saved. Industry and size stay the dictionary labels companies already hold.
const statements: string[] = [
  `alter table companies add column licence_no text`,
  `alter table companies add column licence_image text`,
  `alter table companies add column updated_at timestamptz`,
];

export async function up(db: Kysely<any>): Promise<void> {
  await runStatements(db, statements);
}

export async function down(db: Kysely<any>): Promise<void> {
  await runStatements(db, [
    `alter table companies drop column if exists updated_at`,
    `alter table companies drop column if exists licence_image`,
    `alter table companies drop column if exists licence_no`,
  ]);
}
