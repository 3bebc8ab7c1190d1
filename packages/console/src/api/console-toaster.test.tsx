import { act, render, screen } from '@testing-library/react';
import { ConsoleToaster } from './console-toaster';
import { sonnerRequested, toastError, toastSuccess } from './toast';

it('mounts nothing (and loads no toast library) before the first toast', () => {
  const { container } = render(<ConsoleToaster />);
  expect(sonnerRequested.get()).toBe(false);
  expect(container.innerHTML).toBe('');
  expect(document.querySelector('[data-sonner-toaster]')).toBeNull();
});

it('shows the toasts the console raises, those raised before the toaster loaded included', async () => {
  render(<ConsoleToaster />);
  act(() => {
    toastError('岗位不能为空');
    toastSuccess('添加成功');
  });
  expect(sonnerRequested.get()).toBe(true);
  expect(await screen.findByText('岗位不能为空')).toBeTruthy();
  expect(await screen.findByText('添加成功')).toBeTruthy();
  expect(document.querySelector('[data-sonner-toaster]')).not.toBeNull();
});
