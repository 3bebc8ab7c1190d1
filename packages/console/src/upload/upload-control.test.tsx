// The upload control against the real server: refused at 2 MB before sending, uploaded below.
import { fireEvent, render, screen } from '@testing-library/react';
import { File as NodeFile } from 'node:buffer';
import { initTestI18n } from '../../test/console-i18n';
import { startLiveConsole, type LiveConsole } from '../../test/live-console';
import { configureApi } from '../api/api-effects';
import { fakeEffects } from '../../test/recorded-effects';
import { setToken } from '../session/token';
import { UploadControl } from './upload-control';
import { useNodeFormData } from '../../test/node-form-data';

useNodeFormData();

// A 1×1 PNG: the server judges the type by the bytes.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

let server: LiveConsole;
beforeAll(async () => {
  await initTestI18n();
  server = await startLiveConsole();
  setToken(await server.tokenOf('demo_hr'));
}, 90_000);
afterAll(() => server.close());

function choose(file: unknown) {
  fireEvent.change(screen.getByLabelText('上传文件'), { target: { files: [file] } });
}

describe('the upload control', () => {
  it('refuses a file of 2 MB before sending it', async () => {
    const fx = fakeEffects();
    const restore = configureApi(fx);
    const sent = jest.spyOn(globalThis, 'fetch');
    const onUploaded = jest.fn();
    render(<UploadControl onUploaded={onUploaded} />);
    choose(new NodeFile([new Uint8Array(2 * 1024 * 1024)], 'big.pdf', { type: 'application/pdf' }));
    expect((await screen.findByRole('alert')).textContent).toBe('文件大小超过2MB');
    expect(fx.toasts).toEqual(['文件大小超过2MB']);
    expect(sent).not.toHaveBeenCalled();
    expect(onUploaded).not.toHaveBeenCalled();
    sent.mockRestore();
    restore();
  });

  it('uploads a file under 2 MB and hands back what the server stored', async () => {
    const onUploaded = jest.fn();
    render(<UploadControl onUploaded={onUploaded} />);
    choose(new NodeFile([PNG], 'logo.png', { type: 'image/png' }));
    expect((await screen.findByRole('status')).textContent).toBe('已上传：logo.png');
    expect(onUploaded).toHaveBeenCalledWith(expect.objectContaining({ name: 'logo.png', mime: 'image/png', size: PNG.length }));
    const { url } = onUploaded.mock.calls[0][0] as { url: string };
    const stored = await fetch(`${server.origin}${url}`);
    expect(Buffer.from(await stored.arrayBuffer()).equals(PNG)).toBe(true);
  });

  it('lets the error policy speak when the server refuses the type', async () => {
    const fx = fakeEffects();
    const restore = configureApi(fx);
    render(<UploadControl />);
    choose(new NodeFile([new Uint8Array([0, 1, 2, 3])], 'x.bin'));
    expect((await screen.findByRole('alert')).textContent).toBe('上传失败');
    expect(fx.toasts).toEqual(['不支持的文件类型']);
    restore();
  });
});
