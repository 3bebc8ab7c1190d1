import { act, render, screen } from '@testing-library/react';
import { ConsoleToaster } from './console-toaster';
import { toastError, toastSuccess } from './toast';

it('shows the toasts the console raises', async () => {
  render(<ConsoleToaster />);
  act(() => {
    toastError('岗位不能为空');
    toastSuccess('添加成功');
  });
  expect(await screen.findByText('岗位不能为空')).toBeTruthy();
  expect(await screen.findByText('添加成功')).toBeTruthy();
});
