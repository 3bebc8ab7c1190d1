// CSV export of what a page shows (papaparse): a BOM so spreadsheet programs read UTF-8, and cells
// that look like formulas escaped (CSV injection). Import directly, not through the kit's index, so
// papaparse stays in the chunks of the pages that export.
import Papa from 'papaparse';
import { saveBlob } from './save-blob';

export type CsvCell = string | number | null | undefined;

/** The CSV text of a header row and data rows. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return `\uFEFF${Papa.unparse({ fields: [...header], data: rows.map((row) => row.map((cell) => cell ?? '')) }, { escapeFormulae: true, newline: '\r\n' })}`;
}

/** Saves the rows as `filename` (.csv) through the browser's download. */
export function downloadCsv(filename: string, header: readonly string[], rows: readonly (readonly CsvCell[])[]): void {
  saveBlob(filename, new Blob([toCsv(header, rows)], { type: 'text/csv;charset=utf-8' }));
}
