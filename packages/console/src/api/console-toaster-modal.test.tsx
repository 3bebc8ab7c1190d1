// A modal (the chat) hides everything outside it from assistive technology except the live regions
// already there: the toaster's region must be there from the moment sonner is asked for, not only
// once its chunk has arrived, or the toasts of a modal opened meanwhile are hidden. A file of its
// own: sonner must not have loaded yet (console-toaster.test.tsx loads it).
import * as Dialog from '@radix-ui/react-dialog';
import { act, render, screen } from '@testing-library/react';
import { ConsoleToaster } from './console-toaster';
import { loadSonner, toastSuccess } from './toast';

it('holds its live region while sonner loads, so a modal opened meanwhile does not hide the toasts', async () => {
  render(<ConsoleToaster />);
  act(() => void loadSonner());
  expect(document.querySelector('section[aria-live="polite"]')).not.toBeNull();
  render(
    <Dialog.Root open>
      <Dialog.Portal>
        <Dialog.Content aria-describedby={undefined}>
          <Dialog.Title>聊天</Dialog.Title>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>,
  );
  await screen.findByRole('dialog');
  act(() => toastSuccess('添加成功'));
  const region = await screen.findByRole('region', { name: /^Notifications/ });
  expect(await screen.findByText('添加成功')).toBeTruthy();
  expect(region.closest('[aria-hidden="true"]')).toBeNull();
});
