// Demo company profiles (issue 19): each company's business licence number (a well-formed unified
// social credit code, check character included) and when the profile was last saved. The logos and
// licence images are left to the main admin's first upload.
import type { SeedContext } from './context';
import type { DemoWorld } from './world';

const LICENCES = { main: '91440300MA5FXK7T2R', other: '91440304MA5G3QW81J' } as const;

export async function insertCompanyProfiles({ db, now }: SeedContext, { companies }: DemoWorld): Promise<void> {
  for (const key of ['main', 'other'] as const) {
    await db.updateTable('companies').set({ licenceNo: LICENCES[key], updatedAt: now }).where('id', '=', companies[key].id).execute();
  }
}
