/**
 * A minimal PDF 1.4 writer for Chinese text, without dependencies. It uses the standard Adobe
 * CJK font STSong-Light, which PDF viewers supply themselves (Acrobat's Asian font pack,
 * poppler-data's CMaps with a system CJK font), so nothing is embedded and a page stays a few KB.
 * Text is UTF-16BE through the UniGB-UCS2-H CMap: Basic Multilingual Plane characters only.
 */

/** A4 in points. */
export const PAGE_WIDTH = 595.28;
export const PAGE_HEIGHT = 841.89;

/** The font resource name pages use in their content streams (`/F1 12 Tf`). */
export const FONT = 'F1';

// UniGB-UCS2-H maps U+0020..U+007E to CIDs 1..95, STSong-Light's proportional Latin glyphs.
// Their widths (thousandths of an em) go into the CIDFont's /W array so viewers space them as
// Acrobat does; every other glyph is a full em (/DW 1000).
const ASCII_FIRST = 0x20;
const ASCII_WIDTHS = [
  207,
  270,
  342,
  467,
  462,
  797,
  710,
  239,
  374,
  374,
  423,
  605,
  238,
  375,
  238,
  334, // space to /
  462,
  462,
  462,
  462,
  462,
  462,
  462,
  462,
  462,
  462,
  238,
  238,
  605,
  605,
  605,
  344, // 0 to ?
  748,
  684,
  560,
  695,
  739,
  563,
  511,
  729,
  793,
  318,
  312,
  666,
  526,
  896,
  758,
  772, // @ to O
  544,
  772,
  628,
  465,
  607,
  753,
  711,
  972,
  647,
  620,
  607,
  374,
  333,
  374,
  606,
  500, // P to _
  239,
  417,
  503,
  427,
  529,
  415,
  264,
  444,
  518,
  241,
  230,
  495,
  228,
  793,
  527,
  524, // ` to o
  524,
  504,
  338,
  336,
  277,
  517,
  450,
  652,
  466,
  452,
  407,
  370,
  258,
  370,
  605, //      p to ~
];

function advance(code: number): number {
  return ASCII_WIDTHS[code - ASCII_FIRST] ?? 1000;
}

/** One character as UniGB-UCS2-H can encode it: beyond the BMP becomes '?', a control character a space. */
function ucs2(char: string): number {
  const code = char.codePointAt(0) ?? 0x3f;
  if (code > 0xffff) return 0x3f;
  return code < 0x20 || code === 0x7f ? 0x20 : code;
}

/** A PDF hex string of the text's UCS-2 code units (UTF-16BE), for `Tj`. */
export function hexText(text: string): string {
  let hex = '';
  for (const char of text) hex += ucs2(char).toString(16).toUpperCase().padStart(4, '0');
  return `<${hex}>`;
}

/** The advance width of the text in points at this font size. */
export function textWidth(text: string, size: number): number {
  let units = 0;
  for (const char of text) units += advance(ucs2(char));
  return (units * size) / 1000;
}

// Chinese line-breaking: these never start a line, so they stay with the character before.
const NO_LINE_START = new Set('，。、；：！？）》」』】,.;:!?)]}'.split(''));

/**
 * Splits text into lines no wider than maxWidth. Latin words and numbers stay whole when they
 * fit on a line; Chinese text breaks between any two characters; line breaks in the text are kept.
 */
export function wrapText(text: string, size: number, maxWidth: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.replace(/\r\n?/g, '\n').split('\n')) {
    const tokens = paragraph.replace(/\t/g, ' ').match(/[\x21-\x7e]+|./gu) ?? [];
    let line = '';
    for (const token of tokens) {
      if (textWidth(line + token, size) <= maxWidth || (line !== '' && NO_LINE_START.has(token))) {
        line += token;
        continue;
      }
      if (line.trim() !== '') lines.push(line.trimEnd());
      line = token === ' ' ? '' : token;
      // A single word longer than the line is broken by character.
      while (textWidth(line, size) > maxWidth) {
        let cut = line.length - 1;
        while (cut > 1 && textWidth(line.slice(0, cut), size) > maxWidth) cut--;
        lines.push(line.slice(0, cut));
        line = line.slice(cut);
      }
    }
    lines.push(line.trimEnd());
  }
  return lines;
}

export interface PdfInput {
  /** One content stream a page, drawing with font resource FONT. */
  pages: string[];
  /** Document title (shown in the viewer's title bar). */
  title: string;
}

/** The PDF file: header, objects, cross-reference table and trailer, with exact byte offsets. */
export function writePdf({ pages, title }: PdfInput): Uint8Array {
  // Objects 1-5 are fixed; each page then takes two numbers: the page and its content stream.
  const objects: string[] = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${pages.map((_, i) => `${6 + 2 * i} 0 R`).join(' ')}] /Count ${pages.length} >>`,
    '<< /Type /Font /Subtype /Type0 /BaseFont /STSong-Light /Encoding /UniGB-UCS2-H /DescendantFonts [4 0 R] >>',
    '<< /Type /Font /Subtype /CIDFontType0 /BaseFont /STSong-Light' +
      ' /CIDSystemInfo << /Registry (Adobe) /Ordering (GB1) /Supplement 2 >>' +
      ` /FontDescriptor 5 0 R /DW 1000 /W [1 [${ASCII_WIDTHS.join(' ')}]] >>`,
    // Metrics of STSong-Light as Acrobat's font pack describes it; Flags 6 = serif, symbolic (CJK).
    '<< /Type /FontDescriptor /FontName /STSong-Light /Flags 6 /FontBBox [-25 -254 1000 880]' +
      ' /ItalicAngle 0 /Ascent 752 /Descent -271 /CapHeight 737 /StemV 58 >>',
  ];
  pages.forEach((content, i) => {
    if (/[^\x00-\x7f]/.test(content)) throw new Error('content streams must be ASCII: write text with hexText');
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}]` +
        ` /Resources << /Font << /${FONT} 3 0 R >> >> /Contents ${7 + 2 * i} 0 R >>`,
      `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    );
  });
  const infoNumber = objects.length + 1;
  objects.push(`<< /Title <FEFF${hexText(title).slice(1, -1)}> /Producer (employment-cloud server) >>`);

  // Every character below is ASCII except the binary marker, so one character is one byte.
  let out = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) out += `${String(offset).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${infoNumber} 0 R >>\nstartxref\n${xref}\n%%EOF`;
  return Uint8Array.from(out, (char) => char.charCodeAt(0));
}
