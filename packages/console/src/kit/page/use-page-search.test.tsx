// A page kept alive in a hidden tab keeps its own search params while another page is shown, and
// takes the new ones when it is shown again.
import { fireEvent, render, screen } from '@testing-library/react';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';
import { visit } from '../../../test/location';
import { PageRouteContext } from '../../layout/use-current-route';
import { BASENAME, type RouteDef } from '../../routes';
import { usePageSearch } from './use-page-search';

const fairRoute = { name: 'qiyeZhaopinhuiEdit', path: '/qiye/zhaopinhui/edit', title: 'menu.qiyeZhaopinhuiEdit' } satisfies RouteDef;

function Fair() {
  return <output>{usePageSearch().get('id') ?? 'none'}</output>;
}

function App() {
  return (
    <BrowserRouter basename={BASENAME}>
      <PageRouteContext.Provider value={fairRoute}>
        <Fair />
      </PageRouteContext.Provider>
      <Routes>
        <Route path="/qiye/zhaopinhui/edit" element={<Link to="/help/apply?tab=2">help</Link>} />
        <Route path="/help/apply" element={<Link to="/qiye/zhaopinhui/edit?id=9">another fair</Link>} />
      </Routes>
    </BrowserRouter>
  );
}

it('keeps the page’s id while another page is shown, and takes the new one when shown again', () => {
  visit('/qiye/zhaopinhui/edit?id=4');
  render(<App />);
  expect(screen.getByRole('status').textContent).toBe('4');
  fireEvent.click(screen.getByRole('link', { name: 'help' }));
  expect(screen.getByRole('link', { name: 'another fair' })).toBeTruthy();
  expect(screen.getByRole('status').textContent).toBe('4');
  fireEvent.click(screen.getByRole('link', { name: 'another fair' }));
  expect(screen.getByRole('status').textContent).toBe('9');
});
