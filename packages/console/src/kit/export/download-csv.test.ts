import Papa from 'papaparse';
import { toCsv } from './download-csv';

it('writes a BOM, the header and the rows, quoting what needs it', () => {
  const csv = toCsv(
    ['职位', '浏览'],
    [
      ['前端, 高级', 12],
      ['运维 "夜班"', null],
    ],
  );
  expect(csv.startsWith('\uFEFF')).toBe(true);
  expect(csv.slice(1).split('\r\n')).toEqual(['职位,浏览', '"前端, 高级",12', '"运维 ""夜班""",']);
  expect(Papa.parse<string[]>(csv.slice(1)).data).toEqual([
    ['职位', '浏览'],
    ['前端, 高级', '12'],
    ['运维 "夜班"', ''],
  ]);
});

it('escapes a cell a spreadsheet would run as a formula', () => {
  const [, row] = toCsv(['name'], [['=HYPERLINK("http://x")'], ['+1'], ['@sum']])
    .slice(1)
    .split('\r\n');
  expect(row).toBe('"\'=HYPERLINK(""http://x"")"');
  expect(
    toCsv(['name'], [['+1'], ['@sum']])
      .slice(1)
      .split('\r\n')
      .slice(1),
  ).toEqual(['"\'+1"', '"\'@sum"']);
});
