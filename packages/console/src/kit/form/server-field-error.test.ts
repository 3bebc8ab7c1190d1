// The server's field-named messages land on the field they name.
import { ApiError } from '../../api/api-error';
import { fieldOfMessage, showServerError } from './server-field-error';

const names = {
  title: ['职位名称'],
  salaryMin: ['最低薪资'],
  salaryMax: ['最高薪资'],
  contactMobile: ['联系电话', '手机号'],
} as const;

it('finds the field named earliest in the message', () => {
  expect(fieldOfMessage('职位名称不能超过30个字', names)).toBe('title');
  expect(fieldOfMessage('最高薪资不能低于最低薪资', names)).toBe('salaryMax');
  expect(fieldOfMessage('请输入正确的手机号', names)).toBe('contactMobile');
  expect(fieldOfMessage('请先下线职位再删除', names)).toBeUndefined();
});

it('at the same place, prefers the longer name', () => {
  expect(fieldOfMessage('联系人电话不能为空', { contactName: ['联系人'], contactMobile: ['联系人电话'] })).toBe('contactMobile');
});

it('sets a server ApiError on its field, and leaves other failures alone', () => {
  const setError = jest.fn();
  expect(showServerError(new ApiError('职位名称不能为空', 400, 400), names, setError)).toBe(true);
  expect(setError).toHaveBeenCalledWith('title', { type: 'server', message: '职位名称不能为空' }, { shouldFocus: true });
  expect(showServerError(new ApiError('服务器内部错误', 500, 500), names, setError)).toBe(false);
  expect(showServerError(new Error('职位名称不能为空'), names, setError)).toBe(false);
  expect(setError).toHaveBeenCalledTimes(1);
});
