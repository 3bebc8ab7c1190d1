// Pasted and dropped files: what can be sent and why the others cannot (docs/chat.md §5, §9).
import { checkFiles } from './incoming-files';

const file = (name: string, size: number, type = '') => new File([new Uint8Array(size)], name, { type });

describe('checkFiles', () => {
  it('accepts images and files up to the limit, in order', () => {
    const photo = file('photo.png', 10, 'image/png');
    const cv = file('cv.pdf', 100, 'application/pdf');
    expect(checkFiles([photo, cv], [], 100)).toEqual({ accepted: [photo, cv], refused: [] });
  });

  it('refuses a file over the limit as too large, and an empty one or a folder as unsupported', () => {
    const big = file('video.mp4', 101);
    const empty = file('empty.txt', 0);
    const folder = file('简历', 0);
    const ok = file('ok.txt', 1);
    expect(checkFiles([big, empty, ok], [folder], 100)).toEqual({
      accepted: [ok],
      refused: [
        { file: folder, reason: 'unsupported' },
        { file: big, reason: 'tooLarge' },
        { file: empty, reason: 'unsupported' },
      ],
    });
  });

  it('holds files to the spec limit of 100 MB by default', () => {
    const over = { name: 'huge.zip', size: 100 * 1024 * 1024 + 1 } as File;
    const at = { name: 'max.zip', size: 100 * 1024 * 1024 } as File;
    expect(checkFiles([over, at])).toEqual({ accepted: [at], refused: [{ file: over, reason: 'tooLarge' }] });
  });
});
