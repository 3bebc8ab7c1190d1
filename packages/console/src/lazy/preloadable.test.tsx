// A preloaded chunk renders at once, without passing through the Suspense fallback (which React
// would hold for up to 300 ms); one not preloaded suspends as React.lazy does; a failed load is
// tried again by the next preload.
import { act, render, screen } from '@testing-library/react';
import { Suspense, type ReactNode } from 'react';
import { preloadable } from './preloadable';

const Title = ({ text }: { text: string }) => <h1>{text}</h1>;

function show(element: ReactNode) {
  return render(<Suspense fallback={<p>加载中</p>}>{element}</Suspense>);
}

it('renders a preloaded chunk in the first render, with no fallback', async () => {
  const importer = jest.fn(() => Promise.resolve({ default: Title }));
  const Page = preloadable(importer);
  await Page.preload();
  show(<Page text="职位管理" />);
  expect(screen.getByRole('heading').textContent).toBe('职位管理');
  expect(screen.queryByText('加载中')).toBeNull();
  expect(importer).toHaveBeenCalledTimes(1);
});

it('suspends on a chunk not yet loaded, then renders it (one download for render and preload)', async () => {
  let arrive!: (module: { default: typeof Title }) => void;
  const importer = jest.fn(() => new Promise<{ default: typeof Title }>((resolve) => (arrive = resolve)));
  const Page = preloadable(importer);
  show(<Page text="简历投递" />);
  expect(screen.getByText('加载中')).toBeTruthy();
  const preloaded = Page.preload();
  await act(async () => arrive({ default: Title }));
  await preloaded;
  expect((await screen.findByRole('heading')).textContent).toBe('简历投递');
  expect(importer).toHaveBeenCalledTimes(1);
});

it('tries a failed chunk again on the next preload', async () => {
  const importer = jest
    .fn<Promise<{ default: typeof Title }>, []>()
    .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
    .mockResolvedValueOnce({ default: Title });
  const Page = preloadable(importer);
  await expect(Page.preload()).resolves.toBeUndefined();
  await Page.preload();
  show(<Page text="人才库" />);
  expect(screen.getByRole('heading').textContent).toBe('人才库');
  expect(importer).toHaveBeenCalledTimes(2);
});
