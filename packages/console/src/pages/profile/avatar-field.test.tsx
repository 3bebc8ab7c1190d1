// The avatar picker against the real server (issue 32: a .txt became a broken avatar): it offers
// pictures only, refuses another type before sending, and the server refuses a file whose bytes
// are not a picture whatever its declared type.
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { File as NodeFile } from 'node:buffer';
import { initTestI18n } from '../../../test/console-i18n';
import { startLiveConsole, type LiveConsole } from '../../../test/live-console';
import { configureApi } from '../../api/api-effects';
import { fakeEffects } from '../../../test/recorded-effects';
import { setToken } from '../../session/token';
import { AvatarField } from './avatar-field';
import { useNodeFormData } from '../../../test/node-form-data';

useNodeFormData();

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const NOT_PICTURE = '请选择PNG、JPEG、GIF或WebP格式的图片';

let server: LiveConsole;
beforeAll(async () => {
  await initTestI18n();
  server = await startLiveConsole();
  setToken(await server.tokenOf('demo_hr'));
}, 90_000);
afterAll(() => server.close());

function renderField() {
  const fx = fakeEffects();
  const restore = configureApi(fx);
  const onChange = jest.fn();
  const view = render(<AvatarField id="avatar" value="" name="王" onChange={onChange} />);
  const input = screen.getByLabelText('上传文件') as HTMLInputElement;
  const choose = (file: unknown) => fireEvent.change(input, { target: { files: [file] } });
  return { fx, onChange, input, choose, done: () => (view.unmount(), restore()) };
}

describe('the avatar field', () => {
  it('offers PNG, JPEG, GIF and WebP pictures only', () => {
    const { input, done } = renderField();
    expect(input.accept).toBe('image/png,image/jpeg,image/gif,image/webp');
    done();
  });

  it('refuses a text file before sending it, saying which pictures it takes', async () => {
    const { fx, onChange, choose, done } = renderField();
    const sent = jest.spyOn(globalThis, 'fetch');
    choose(new NodeFile(['不是图片'], 'photo.txt', { type: 'text/plain' }));
    expect((await screen.findByRole('alert')).textContent).toBe(NOT_PICTURE);
    expect(fx.toasts).toEqual([NOT_PICTURE]);
    expect(sent).not.toHaveBeenCalled();
    expect(onChange).not.toHaveBeenCalled();
    sent.mockRestore();
    done();
  });

  it('keeps no avatar when the server finds the bytes are not a picture, whatever the type says', async () => {
    const { fx, onChange, choose, done } = renderField();
    choose(new NodeFile(['不是图片'], 'photo.txt', { type: 'image/png' }));
    await waitFor(() => expect(fx.toasts).toEqual([NOT_PICTURE]));
    expect((await screen.findByRole('alert')).textContent).toBe('上传失败');
    expect(onChange).not.toHaveBeenCalled();
    done();
  });

  it('takes a picture as the avatar', async () => {
    const { onChange, choose, done } = renderField();
    choose(new NodeFile([PNG], 'me.png', { type: 'image/png' }));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(expect.stringMatching(/^\/uploads\/[0-9a-f]{32}\.png$/)));
    done();
  });
});
