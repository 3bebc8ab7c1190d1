import { fetchAllPages } from './fetch-all-pages';

const rows = Array.from({ length: 250 }, (_, i) => i + 1);
const server = (total = rows.length) => {
  const asked: [number, number][] = [];
  const load = async (pageNum: number, pageSize: number) => {
    asked.push([pageNum, pageSize]);
    return { list: rows.slice((pageNum - 1) * pageSize, pageNum * pageSize), total };
  };
  return { asked, load };
};

it('reads every page, 100 at a time, until the total is in', async () => {
  const { asked, load } = server();
  expect(await fetchAllPages(load)).toEqual(rows);
  expect(asked).toEqual([
    [1, 100],
    [2, 100],
    [3, 100],
  ]);
});

it('stops at a short page even when the total said more, and asks once when one page holds all', async () => {
  const more = server(1000);
  expect(await fetchAllPages(more.load)).toHaveLength(250);
  expect(more.asked).toHaveLength(3);
  const { asked, load } = server(100);
  rows.length = 100;
  expect(await fetchAllPages(load)).toHaveLength(100);
  expect(asked).toEqual([[1, 100]]);
});
