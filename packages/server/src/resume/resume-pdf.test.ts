/** @jest-environment node */
import { renderResumePdf, resumeFileName, type ResumePdfInput } from './resume-pdf';

const resume: ResumePdfInput = {
  name: '张子轩',
  sex: '1',
  age: 28,
  degree: '本科',
  major: '计算机科学与技术',
  workYears: 5,
  workStatus: '离职-随时到岗',
  mobile: '13812345678',
  email: 'zhangzixuan@example.com',
  summary: '熟悉 Vue 3、React 与 TypeScript，参与过中后台管理系统和微信小程序的开发。',
  expectations: [
    { city: '深圳', position: '前端开发工程师', salaryMin: 8000, salaryMax: 12000 },
    { city: '广州', position: null, salaryMin: null, salaryMax: null },
  ],
};

/** The file as one character a byte, so string offsets are byte offsets. */
const latin1 = (pdf: Uint8Array) => Array.from(pdf, (byte) => String.fromCharCode(byte)).join('');

/** Every `<hex> Tj` of the content streams, decoded from UTF-16BE, one string a line drawn. */
function shownText(file: string): string[] {
  return [...file.matchAll(/<([0-9A-F]+)> Tj/g)].map(([, hex]) => String.fromCharCode(...(hex!.match(/.{4}/g) ?? []).map((unit) => parseInt(unit, 16))));
}

/** Checks the cross-reference table against the objects and returns the object count. */
function checkStructure(file: string): number {
  expect(file.startsWith('%PDF-1.4\n')).toBe(true);
  expect(file.endsWith('%%EOF')).toBe(true);
  const startxref = Number(/startxref\n(\d+)\n%%EOF$/.exec(file)?.[1]);
  expect(file.startsWith('xref\n', startxref)).toBe(true);
  const [, first, count] = /^xref\n(\d+) (\d+)\n/.exec(file.slice(startxref)) ?? [];
  expect(Number(first)).toBe(0);
  const size = Number(count);
  expect(Number(/\/Size (\d+)/.exec(file.slice(startxref))?.[1])).toBe(size);
  const table = file
    .slice(startxref)
    .split('\n')
    .slice(2, 2 + size);
  expect(table[0]).toBe('0000000000 65535 f ');
  for (let n = 1; n < size; n++) {
    const entry = table[n]!;
    expect(entry).toMatch(/^\d{10} 00000 n $/);
    expect(file.startsWith(`${n} 0 obj\n`, Number(entry.slice(0, 10)))).toBe(true);
  }
  // Each stream is exactly as long as its /Length says.
  for (const match of file.matchAll(/<< \/Length (\d+) >>\nstream\n/g)) {
    const end = match.index + match[0].length + Number(match[1]);
    expect(file.startsWith('\nendstream', end)).toBe(true);
  }
  return size - 1;
}

describe('renderResumePdf', () => {
  it('writes a well-formed PDF 1.4 with a Chinese CID font and no embedding', () => {
    const file = latin1(renderResumePdf(resume));
    expect(checkStructure(file)).toBe(8); // catalog, pages, 2 fonts, descriptor, page, content, info
    expect(file).toContain('/Subtype /Type0 /BaseFont /STSong-Light /Encoding /UniGB-UCS2-H');
    expect(file).toContain('/Subtype /CIDFontType0');
    expect(file).toContain('/CIDSystemInfo << /Registry (Adobe) /Ordering (GB1) /Supplement 2 >>');
    expect(file).not.toContain('/FontFile');
    expect(file).toContain('/Count 1');
  });

  it('shows the resume in Chinese', () => {
    const text = shownText(latin1(renderResumePdf(resume)));
    expect(text).toContain(resume.name);
    expect(text).toContain('计算机科学与技术');
    expect(text).toEqual(expect.arrayContaining(['基本信息', '求职意向', '个人简介', '男', '28岁', '5年', '深圳', '前端开发工程师', '8-12K', '面议']));
    expect(text.join('')).toContain('参与过中后台管理系统');
    expect(text.join('\n')).toContain('邮箱：zhangzixuan@example.com');
  });

  it('titles the document after the file name', () => {
    const title = /\/Title <FEFF([0-9A-F]+)>/.exec(latin1(renderResumePdf(resume)))?.[1] ?? '';
    expect(String.fromCharCode(...(title.match(/.{4}/g) ?? []).map((u) => parseInt(u, 16)))).toBe('张子轩的简历');
  });

  it('continues a long summary on more pages, numbering them', () => {
    const summary = Array.from({ length: 60 }, (_, i) => `第${i + 1}段：负责仓储管理系统（WMS）的开发，支持日均十万单出库。`).join('\n');
    const file = latin1(renderResumePdf({ ...resume, summary }));
    const objects = checkStructure(file);
    const pages = Number(/\/Count (\d+)/.exec(file)?.[1]);
    expect(pages).toBeGreaterThan(1);
    expect(objects).toBe(6 + 2 * pages);
    const text = shownText(file);
    expect(text).toContain(`第 ${pages} 页 / 共 ${pages} 页`);
    expect(text.join('')).toContain('第60段：负责仓储管理系统（WMS）的开发');
  });

  it('copes with missing fields and characters the font cannot encode', () => {
    const file = latin1(
      renderResumePdf({
        name: '李雪梅',
        sex: null,
        age: null,
        degree: null,
        major: null,
        workYears: null,
        workStatus: null,
        mobile: null,
        email: null,
        summary: '喜欢跑步😀',
        expectations: [],
      }),
    );
    checkStructure(file);
    const text = shownText(file);
    expect(text).toContain('未填写');
    expect(text).toContain('暂未填写求职意向');
    expect(text).toContain('喜欢跑步?');
  });
});

describe('resumeFileName', () => {
  it('names the file after the candidate', () => {
    expect(resumeFileName('张子轩')).toBe('张子轩的简历.pdf');
  });
});
