import { salaryString, workYearsString } from '../http/resume-format';
import { FONT, hexText, PAGE_HEIGHT, PAGE_WIDTH, textWidth, wrapText, writePdf } from './pdf-document';

/** The resume fields the PDF shows (a row of `resumes` and its `resume_expectations`). */
export interface ResumePdfInput {
  name: string;
  sex: string | null;
  age: number | null;
  degree: string | null;
  major: string | null;
  workYears: number | null;
  workStatus: string | null;
  mobile: string | null;
  email: string | null;
  summary: string | null;
  expectations: { city: string | null; position: string | null; salaryMin: number | null; salaryMax: number | null }[];
}

/** The download name of a resume rendered from its fields. */
export function resumeFileName(name: string): string {
  return `${name}的简历.pdf`;
}

const MARGIN = 56;
const TOP = PAGE_HEIGHT - 64;
const BOTTOM = 64;
const RIGHT = PAGE_WIDTH - MARGIN;
const WIDTH = RIGHT - MARGIN;
const BODY = 11;
const LINE = 19;
const EMPTY = '未填写';

const COLOR = { text: '0.13 0.13 0.13', muted: '0.45 0.45 0.45', accent: '0.10 0.38 0.72', rule: '0.82 0.82 0.82' };

const num = (n: number) => String(Math.round(n * 100) / 100);

/** Content streams being filled top to bottom, starting a new page when one is full. */
class Pages {
  readonly streams: string[][] = [[]];
  y = TOP;

  private get ops(): string[] {
    return this.streams[this.streams.length - 1] as string[];
  }

  /** Moves to a new page unless `height` points are left above the bottom margin. */
  reserve(height: number): void {
    if (this.y - height >= BOTTOM) return;
    this.streams.push([]);
    this.y = TOP;
  }

  /** Text with its baseline at y; bold is simulated by stroking the outline (the font has no bold). */
  text(text: string, x: number, y: number, size: number, color: string, bold = false): void {
    const style = bold ? `2 Tr ${num(size / 30)} w ${color} RG` : '0 Tr';
    this.ops.push(`q ${color} rg ${style} BT /${FONT} ${size} Tf ${num(x)} ${num(y)} Td ${hexText(text)} Tj ET Q`);
  }

  rule(y: number, color: string, width: number): void {
    this.ops.push(`q ${color} RG ${width} w ${MARGIN} ${num(y)} m ${num(RIGHT)} ${num(y)} l S Q`);
  }

  /** Wrapped lines, each on its own baseline, breaking pages between lines. */
  paragraph(text: string, x: number, maxWidth: number, color = COLOR.text): void {
    for (const line of wrapText(text, BODY, maxWidth)) {
      this.reserve(LINE);
      this.y -= LINE;
      if (line !== '') this.text(line, x, this.y, BODY, color);
    }
  }

  section(title: string): void {
    this.reserve(36 + 2 * LINE); // a heading never ends a page alone
    this.y -= 34;
    this.text(title, MARGIN, this.y, 14, COLOR.accent, true);
    this.y -= 8;
    this.rule(this.y, COLOR.rule, 0.6);
    this.y -= 4;
  }
}

function sexLabel(sex: string | null): string | null {
  if (sex === '1' || sex === '男') return '男';
  if (sex === '2' || sex === '女') return '女';
  return null;
}

function header(pages: Pages, r: ResumePdfInput): void {
  pages.y -= 26;
  pages.text(r.name, MARGIN, pages.y, 24, COLOR.text, true);
  pages.text('个人简历', RIGHT - textWidth('个人简历', 12), pages.y, 12, COLOR.muted);
  const facts = [
    sexLabel(r.sex),
    r.age !== null ? `${r.age}岁` : null,
    r.degree,
    r.workYears === null ? null : r.workYears <= 0 ? '应届生' : `${r.workYears}年工作经验`,
    r.workStatus,
  ].filter((fact): fact is string => !!fact);
  if (facts.length > 0) pages.paragraph(facts.join('   |   '), MARGIN, WIDTH, COLOR.muted);
  const contact = [r.mobile && `手机：${r.mobile}`, r.email && `邮箱：${r.email}`].filter((c): c is string => !!c);
  if (contact.length > 0) pages.paragraph(contact.join('      '), MARGIN, WIDTH);
  pages.y -= 10;
  pages.rule(pages.y, COLOR.accent, 1.5);
}

/** Label-value pairs in two columns; long values wrap inside their column. */
function basicInfo(pages: Pages, r: ResumePdfInput): void {
  pages.section('基本信息');
  const pairs: [string, string][] = [
    ['姓名', r.name],
    ['性别', sexLabel(r.sex) ?? EMPTY],
    ['年龄', r.age !== null ? `${r.age}岁` : EMPTY],
    ['学历', r.degree || EMPTY],
    ['专业', r.major || EMPTY],
    ['工作年限', r.workYears !== null ? workYearsString(r.workYears) : EMPTY],
    ['求职状态', r.workStatus || EMPTY],
    ['手机', r.mobile || EMPTY],
    ['邮箱', r.email || EMPTY],
  ];
  const column = WIDTH / 2;
  const labelWidth = 64;
  for (let i = 0; i < pairs.length; i += 2) {
    const row = pairs.slice(i, i + 2).map(([label, value]) => ({ label, lines: wrapText(value, BODY, column - labelWidth - 12) }));
    const height = Math.max(...row.map((cell) => cell.lines.length)) * LINE;
    pages.reserve(height + 4);
    const baseline = pages.y - LINE;
    row.forEach((cell, c) => {
      const x = MARGIN + c * column;
      pages.text(cell.label, x, baseline, BODY, COLOR.muted);
      cell.lines.forEach((line, l) => pages.text(line, x + labelWidth, baseline - l * LINE, BODY, COLOR.text));
    });
    pages.y -= height + 4;
  }
}

/** One row an expectation under the column headings 期望城市, 期望职位, 期望薪资. */
function expectations(pages: Pages, list: ResumePdfInput['expectations']): void {
  pages.section('求职意向');
  if (list.length === 0) return pages.paragraph('暂未填写求职意向', MARGIN, WIDTH, COLOR.muted);
  const columns = [MARGIN, MARGIN + 110, MARGIN + 330];
  const row = (cells: string[], color: string) => {
    pages.reserve(LINE + 4);
    pages.y -= LINE + 4;
    cells.forEach((cell, i) => pages.text(cell, columns[i] as number, pages.y, BODY, color));
  };
  row(['期望城市', '期望职位', '期望薪资'], COLOR.muted);
  for (const e of list) {
    const position = wrapText(e.position || EMPTY, BODY, 210)[0] ?? '';
    row([e.city || EMPTY, position, salaryString(e.salaryMin, e.salaryMax)], COLOR.text);
  }
}

function footers(pages: Pages): string[] {
  const count = pages.streams.length;
  return pages.streams.map((ops, i) => {
    const label = `第 ${i + 1} 页 / 共 ${count} 页`;
    const x = (PAGE_WIDTH - textWidth(label, 9)) / 2;
    return [...ops, `q ${COLOR.muted} rg BT /${FONT} 9 Tf ${num(x)} 36 Td ${hexText(label)} Tj ET Q`].join('\n');
  });
}

/** The resume as a PDF 1.4 file in Chinese: one A4 page, more when the summary is long. */
export function renderResumePdf(resume: ResumePdfInput): Uint8Array {
  const pages = new Pages();
  header(pages, resume);
  basicInfo(pages, resume);
  expectations(pages, resume.expectations);
  pages.section('个人简介');
  pages.paragraph(resume.summary?.trim() || '这位求职者还没有填写个人简介。', MARGIN, WIDTH, resume.summary?.trim() ? COLOR.text : COLOR.muted);
  return writePdf({ pages: footers(pages), title: resumeFileName(resume.name).replace(/\.pdf$/, '') });
}
