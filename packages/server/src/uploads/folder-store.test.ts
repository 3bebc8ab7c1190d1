import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describeUploadStore } from '../../test/upload-store-contract';
import { FolderUploadStore } from './folder-store';
import { newStoredName } from './stored-name';

const dirs: string[] = [];
const folder = () => {
  const dir = mkdtempSync(join(tmpdir(), 'ec-uploads-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describeUploadStore('folder', async () => ({ store: new FolderUploadStore(join(folder(), 'uploads')), close: async () => undefined }));

it('leaves no partial file behind, and makes its folder', async () => {
  const dir = join(folder(), 'a', 'uploads');
  const store = new FolderUploadStore(dir);
  const name = newStoredName('png');
  await expect(store.save(name, [Buffer.alloc(20)], 10)).rejects.toThrow();
  expect(readdirSync(dir)).toEqual([]);
  await store.save(name, [Buffer.alloc(20)], 20);
  expect(readdirSync(dir)).toEqual([name]);
});
