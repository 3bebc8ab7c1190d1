// The interview list as CSV: the list's columns as the table writes them, its two numbers as two
// columns (联系电话 holds both in the table), for every interview the filter finds (all pages).
import type { TFunction } from 'i18next';
import type { InterviewListRequest, InterviewRecord } from '@employment-cloud/api-contract';
import { fetchInterviews } from '../../api/interviews.api';
import { dateText, fetchAllPages } from '../../kit';
import { downloadCsv, type CsvCell } from '../../kit/export/download-csv';
import { candidateText, placeText, statusText, timeText, typeText } from './interview-labels';

export function interviewCsv(t: TFunction, rows: readonly InterviewRecord[]) {
  const header = [
    t('interviews.candidate'),
    t('interviews.job'),
    t('interviews.time'),
    t('interviews.type'),
    t('interviews.place'),
    t('interviews.recruiterMobile'),
    t('interviews.candidateMobile'),
    t('interviews.status'),
  ];
  const body: CsvCell[][] = rows.map((i) => [
    candidateText(i),
    i.jobTitle,
    timeText(i.interviewTime),
    typeText(t, i.interviewType),
    placeText(i, t),
    i.mobile,
    i.candidateMobile,
    statusText(t, i),
  ]);
  return { header, rows: body };
}

/** Saves every interview of `query` as CSV; a failed call has been told by the error policy. */
export async function exportInterviews(t: TFunction, query: Omit<InterviewListRequest, 'pageNum' | 'pageSize'>): Promise<void> {
  try {
    const rows = await fetchAllPages((pageNum, pageSize) => fetchInterviews({ ...query, pageNum, pageSize }));
    const csv = interviewCsv(t, rows);
    downloadCsv(t('interviews.csvFile', { date: dateText(new Date().toISOString()) }), csv.header, csv.rows);
  } catch {
    // Told by the client's error policy.
  }
}
