// Every row of a list's query, page after page (for an export of what the filter finds, not only
// the page on screen): pages of the server's largest size until the total is in.
/** The server's largest page (paging.ts: pageSize 1 to 100). */
const PAGE_SIZE = 100;
/** A bound on the pages asked for, should the total grow while they are read. */
const MAX_PAGES = 100;

export async function fetchAllPages<T>(load: (pageNum: number, pageSize: number) => Promise<{ list: T[]; total: number }>): Promise<T[]> {
  const rows: T[] = [];
  for (let page = 1; page <= MAX_PAGES; page++) {
    const { list, total } = await load(page, PAGE_SIZE);
    rows.push(...list);
    if (list.length < PAGE_SIZE || rows.length >= total) break;
  }
  return rows;
}
