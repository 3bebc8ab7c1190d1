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

it('shows one toast for one message raised by several calls at once', async () => {
  render(<ConsoleToaster />);
  act(() => {
    for (let i = 0; i < 3; i++) toastError('登录已失效，请重新登录');
    toastError('记录不存在');
    toastError('记录不存在');
    // sonner shows toasts in the order raised: once this one is in, every one before it is.
    toastSuccess('保存成功');
  });
  expect(await screen.findByText('保存成功')).toBeTruthy();
  expect(screen.getAllByText('登录已失效，请重新登录')).toHaveLength(1);
  expect(screen.getAllByText('记录不存在')).toHaveLength(1);
});
