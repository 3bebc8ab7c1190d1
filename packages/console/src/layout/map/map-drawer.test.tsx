import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createConsoleI18n } from '../../i18n';
import { MapDrawer } from './map-drawer';
import { pickLocation } from './map-drawer-events';

afterEach(cleanup);
const i18n = createConsoleI18n('zh-CN');

it('falls back to a form without a picker, and checks each field', async () => {
  render(
    <I18nextProvider i18n={i18n}>
      <MapDrawer loadPicker={async () => null} />
    </I18nextProvider>,
  );
  let picked: Promise<unknown> = Promise.resolve();
  act(() => void (picked = pickLocation()));
  await screen.findByRole('dialog', { name: '地图' });
  const location = await screen.findByLabelText('经纬度（经度,纬度）');
  const message = async () => document.getElementById('map-location-error')?.textContent;
  fireEvent.click(screen.getByRole('button', { name: '确定' }));
  await waitFor(async () => expect(await message()).toBe('请输入位置（经度,纬度）'));
  expect(location.getAttribute('aria-invalid')).toBe('true');
  fireEvent.change(location, { target: { value: '116.4' } });
  fireEvent.click(screen.getByRole('button', { name: '确定' }));
  await waitFor(async () => expect(await message()).toBe('请输入“经度,纬度”格式的位置'));
  fireEvent.change(location, { target: { value: '116.4, 39.9' } });
  fireEvent.change(screen.getByLabelText('地址'), { target: { value: '北'.repeat(201) } });
  fireEvent.click(screen.getByRole('button', { name: '确定' }));
  await waitFor(() => expect(document.getElementById('map-address-error')?.textContent).toBe('地址不能超过200个字'));
  fireEvent.change(screen.getByLabelText('地址'), { target: { value: '北京市东城区' } });
  fireEvent.change(screen.getByLabelText('名称'), { target: { value: '天安门' } });
  fireEvent.click(screen.getByRole('button', { name: '确定' }));
  await expect(picked).resolves.toEqual({ location: '116.4,39.9', address: '北京市东城区', name: '天安门' });
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
});

it('asks the server for the picker page at the first opening: its page when it names one, the form when it cannot say', async () => {
  const asked: string[] = [];
  const { unmount } = render(
    <I18nextProvider i18n={i18n}>
      <MapDrawer loadPicker={async () => (asked.push('asked'), 'https://picker.example.test/pick')} />
    </I18nextProvider>,
  );
  expect(asked).toEqual([]);
  act(() => void pickLocation());
  expect((await screen.findByTitle('地图')).getAttribute('src')).toBe('https://picker.example.test/pick');
  fireEvent.click(screen.getByRole('button', { name: '关闭' }));
  act(() => void pickLocation());
  await screen.findByTitle('地图');
  expect(asked).toEqual(['asked']);
  unmount();

  render(
    <I18nextProvider i18n={i18n}>
      <MapDrawer loadPicker={() => Promise.reject(new Error('offline'))} />
    </I18nextProvider>,
  );
  act(() => void pickLocation());
  expect(await screen.findByLabelText('经纬度（经度,纬度）')).toBeTruthy();
  expect(document.querySelector('iframe')).toBeNull();
});

it.each(['javascript:window.__pwned=1', ' JaVaScRiPt:window.__pwned=1', 'data:text/html,<script>window.__pwned=1</script>'])(
  'treats a picker URL that is not a web URL (%j) as none',
  async (pickerUrl) => {
    render(
      <I18nextProvider i18n={i18n}>
        <MapDrawer pickerUrl={pickerUrl} />
      </I18nextProvider>,
    );
    act(() => void pickLocation());
    await screen.findByRole('dialog', { name: '地图' });
    expect(document.querySelector('iframe')).toBeNull();
    expect(screen.getByLabelText('经纬度（经度,纬度）')).toBeTruthy();
  },
);

it('embeds the configured picker and answers its message', async () => {
  render(
    <I18nextProvider i18n={i18n}>
      <MapDrawer pickerUrl="https://picker.example.test/" />
    </I18nextProvider>,
  );
  let picked: Promise<unknown> = Promise.resolve();
  act(() => void (picked = pickLocation()));
  const frame = await screen.findByTitle('地图');
  expect(frame.getAttribute('src')).toBe('https://picker.example.test/');
  const data = { module: 'locationPicker', latlng: { lat: 31.2, lng: 121.5 }, poiaddress: '上海', poiname: '外滩' };
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin: 'https://evil.example.test' }));
  });
  expect(screen.getByRole('dialog', { name: '地图' })).toBeTruthy();
  act(() => {
    window.dispatchEvent(
      new MessageEvent('message', {
        origin: 'https://picker.example.test',
        data: { module: 'locationPicker', latlng: { lat: 31.2, lng: 121.5 }, poiaddress: '上海', poiname: '外滩' },
      }),
    );
  });
  await expect(picked).resolves.toEqual({ location: '121.5,31.2', address: '上海', name: '外滩' });
});
