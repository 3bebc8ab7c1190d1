// The list's query in the URL: filters reset the page, sorting and size are kept; the query is
// remembered by scope (sessionStorage, versioned) and restored when the list opens without one;
// a hidden (kept-alive) list keeps its own query while another page is shown.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';
import { here, visit } from '../../../test/location';
import { PageRouteContext } from '../../layout/use-current-route';
import { BASENAME, type RouteDef } from '../../routes';
import { FILTERS_KEY, recallFilters } from './remembered-filters';
import { useListParams } from './use-list-params';

afterEach(() => sessionStorage.clear());

function List() {
  const { params, setFilters, setPage, setSorting, setSize, reset } = useListParams({ scope: 'job', filters: { status: '2', keyword: '' }, sort: 'updatedAt' });
  return (
    <div>
      <output>{JSON.stringify(params)}</output>
      <button type="button" onClick={() => setPage(3)}>
        page
      </button>
      <button type="button" onClick={() => setFilters({ keyword: '会计' })}>
        keyword
      </button>
      <button type="button" onClick={() => setSorting('salaryMax', 'asc')}>
        sort
      </button>
      <button type="button" onClick={() => setSize(20)}>
        size
      </button>
      <button type="button" onClick={reset}>
        reset
      </button>
      <Link to="/home">home</Link>
    </div>
  );
}

const listRoute = { name: 'zhiweiIndex', path: '/zhiwei/index', title: 'menu.zhiweiIndex' } satisfies RouteDef;

function App({ keepAlive = false }: { keepAlive?: boolean }) {
  return (
    <BrowserRouter basename={BASENAME}>
      {keepAlive ? (
        // As the layout's keep-alive does: the list stays mounted under its own route row.
        <PageRouteContext.Provider value={listRoute}>
          <List />
          <Routes>
            <Route path="/home" element={<Link to="/zhiwei/index">back</Link>} />
            <Route path="*" element={null} />
          </Routes>
        </PageRouteContext.Provider>
      ) : (
        <Routes>
          <Route path="/zhiwei/index" element={<List />} />
          <Route path="/home" element={<Link to="/zhiwei/index">back</Link>} />
        </Routes>
      )}
    </BrowserRouter>
  );
}

const shown = () => JSON.parse(screen.getByRole('status').textContent ?? '{}');

it('reads the defaults, writes changes to the URL, and a filter change goes back to page 1', () => {
  visit('/zhiwei/index');
  render(<App />);
  expect(shown()).toEqual({ page: 1, size: 10, sort: 'updatedAt', order: 'desc', filters: { status: '2', keyword: '' } });
  fireEvent.click(screen.getByRole('button', { name: 'sort' }));
  fireEvent.click(screen.getByRole('button', { name: 'page' }));
  expect(here()).toBe('/zhiwei/index?sort=salaryMax&order=asc&page=3');
  expect(shown()).toMatchObject({ page: 3, sort: 'salaryMax', order: 'asc' });
  fireEvent.click(screen.getByRole('button', { name: 'keyword' }));
  expect(here()).toBe('/zhiwei/index?sort=salaryMax&order=asc&keyword=%E4%BC%9A%E8%AE%A1');
  expect(shown()).toMatchObject({ page: 1, filters: { status: '2', keyword: '会计' } });
});

it('takes a query from the address, with nonsense falling back to the defaults', () => {
  visit('/zhiwei/index?status=3&page=x&size=7&order=up');
  render(<App />);
  expect(shown()).toEqual({ page: 1, size: 10, sort: 'updatedAt', order: 'desc', filters: { status: '3', keyword: '' } });
});

it('remembers the query by scope and restores it when the list opens again without one', () => {
  visit('/zhiwei/index');
  const { unmount } = render(<App />);
  fireEvent.click(screen.getByRole('button', { name: 'keyword' }));
  fireEvent.click(screen.getByRole('button', { name: 'size' }));
  expect(JSON.parse(sessionStorage.getItem(FILTERS_KEY) ?? 'null')).toEqual({ version: 1, filters: { job: 'keyword=%E4%BC%9A%E8%AE%A1&size=20' } });
  unmount();

  visit('/zhiwei/index');
  render(<App />);
  expect(shown()).toMatchObject({ size: 20, filters: { keyword: '会计' } });
  expect(here()).toBe('/zhiwei/index?keyword=%E4%BC%9A%E8%AE%A1&size=20');
  // Reset clears the URL and what is remembered.
  fireEvent.click(screen.getByRole('button', { name: 'reset' }));
  expect(here()).toBe('/zhiwei/index');
  expect(shown()).toMatchObject({ size: 10, filters: { keyword: '' } });
  expect(recallFilters('job')).toBe('');
});

it('ignores remembered filters of another version', () => {
  sessionStorage.setItem(FILTERS_KEY, JSON.stringify({ version: 0, filters: { job: 'keyword=x' } }));
  visit('/zhiwei/index');
  render(<App />);
  expect(shown()).toMatchObject({ filters: { keyword: '' } });
});

it('a kept-alive list keeps its query while hidden and finds it again on return', () => {
  visit('/zhiwei/index?keyword=%E4%BC%9A%E8%AE%A1');
  render(<App keepAlive />);
  fireEvent.click(screen.getByRole('link', { name: 'home' }));
  expect(here()).toBe('/home');
  expect(shown()).toMatchObject({ filters: { keyword: '会计' } });
  act(() => {
    fireEvent.click(screen.getByRole('link', { name: 'back' }));
  });
  expect(here()).toBe('/zhiwei/index?keyword=%E4%BC%9A%E8%AE%A1');
  expect(shown()).toMatchObject({ filters: { keyword: '会计' } });
});
