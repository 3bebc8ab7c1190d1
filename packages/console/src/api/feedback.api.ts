// The feedback calls (issue 19): the company's past feedback with the platform's replies, and
// sending one (type, text up to 500, up to three uploaded screenshots, an optional contact), as
// the contract (@employment-cloud/api-contract, feedback) types them.
import { FEEDBACK_PATHS, pathTo, type Feedback, type FeedbackInput, type FeedbackQuery, type ListOf } from '@employment-cloud/api-contract';
import { request } from './client';

export async function fetchFeedback(query: FeedbackQuery): Promise<{ list: Feedback[]; total: number }> {
  const data = await request<ListOf<Feedback>>(`${pathTo(FEEDBACK_PATHS.list)}?pageNum=${query.pageNum}&pageSize=${query.pageSize}`);
  return { list: data.list, total: data.count };
}
export const sendFeedback = (input: FeedbackInput) => request<Feedback>(pathTo(FEEDBACK_PATHS.send), { method: 'POST', body: input });
