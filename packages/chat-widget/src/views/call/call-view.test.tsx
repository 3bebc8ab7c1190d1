import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { call as zhCN } from '../../i18n/lazy/call/zh-CN';
import type { CallView } from '../../machines/call/call.connect';
import type { CallUiEvent } from '../../machines/call/call.types';
import { CallScreenView } from './call-view';

const text = (key: string, values?: Record<string, unknown>) =>
  (zhCN as Record<string, string>)[key]!.replace(/{{(\w+)}}/g, (_, name: string) => String(values?.[name]));

const base: CallView = {
  state: 'calling',
  callType: 2,
  group: false,
  peerIDs: ['hr1'],
  tiles: [{ userID: 'hr1', connection: 'new', stream: null }],
  inviter: 'me',
  outgoing: true,
  localStream: null,
  muted: false,
  cameraOff: false,
  connectedAt: null,
  answering: false,
  endReason: null,
  endedByMe: false,
  error: null,
};

function show(patch: Partial<CallView>) {
  const events: CallUiEvent[] = [];
  const view = { ...base, ...patch };
  const utils = render(
    <CallScreenView view={view} text={text} people={{ hr1: { name: '王经理', avatar: '' } }} elapsed="01:05" onEvent={(e) => events.push(e)} />,
  );
  const overlay = () => document.querySelector<HTMLElement>('[data-call-state]')!;
  const buttons = () =>
    within(overlay())
      .queryAllByRole('button')
      .map((b) => b.getAttribute('aria-label'));
  return { ...utils, events, overlay, buttons };
}

beforeAll(() => {
  // jsdom has no media playback.
  Object.defineProperty(HTMLMediaElement.prototype, 'play', { configurable: true, value: () => Promise.resolve() });
});

describe('the call screen', () => {
  it('outgoing: the peer, the waiting text, and cancel (focused)', () => {
    const { overlay, buttons, events } = show({ state: 'calling' });
    expect(overlay().getAttribute('data-call-state')).toBe('calling');
    expect(within(overlay()).getByText('王经理')).toBeTruthy();
    expect(within(overlay()).getByText('等待对方接受邀请…')).toBeTruthy();
    expect(buttons()).toEqual(['取消']);
    expect(document.activeElement?.getAttribute('aria-label')).toBe('取消');
    fireEvent.click(screen.getByRole('button', { name: '取消' }));
    expect(events).toEqual([{ type: 'CANCEL' }]);
  });

  it('incoming: who invites to what, decline and accept, accept focused and usable by keyboard', () => {
    const { overlay, buttons, events } = show({ state: 'ringing', outgoing: false, inviter: 'hr1', callType: 1 });
    expect(within(overlay()).getByText('邀请你语音通话')).toBeTruthy();
    expect(within(overlay()).getByText('王经理')).toBeTruthy();
    expect(buttons()).toEqual(['拒绝', '接听']);
    const accept = screen.getByRole('button', { name: '接听' });
    expect(document.activeElement).toBe(accept);
    expect(accept.tagName).toBe('BUTTON');
    fireEvent.click(accept);
    fireEvent.click(screen.getByRole('button', { name: '拒绝' }));
    expect(events).toEqual([{ type: 'ACCEPT' }, { type: 'REJECT' }]);
  });

  it('accepted: the buttons wait while the call is set up', () => {
    const { overlay } = show({ state: 'ringing', outgoing: false, inviter: 'hr1', answering: true });
    expect(within(overlay()).getByRole('button', { name: '接听' })).toHaveProperty('disabled', true);
  });

  it('in a video call: the timer, remote and local videos, each tile’s connection state, and the controls', () => {
    const stream = {} as MediaStream;
    const { overlay, buttons, events } = show({
      state: 'inCall',
      tiles: [{ userID: 'hr1', connection: 'connected', stream }],
      localStream: stream,
      connectedAt: 1,
      muted: true,
    });
    expect(within(overlay()).getByText('01:05')).toBeTruthy();
    expect(within(overlay()).getAllByTestId('call-remote-video')).toHaveLength(1);
    expect(within(overlay()).getAllByTestId('call-local-video')).toHaveLength(1);
    expect([...overlay().querySelectorAll('[data-connection-state]')].map((t) => t.getAttribute('data-connection-state'))).toEqual(['connected']);
    expect(buttons()).toEqual(['静音', '关闭摄像头', '转为语音', '挂断']);
    expect(screen.getByRole('button', { name: '静音' }).getAttribute('aria-pressed')).toBe('true');
    expect(document.activeElement?.getAttribute('aria-label')).toBe('挂断');
    for (const name of ['静音', '关闭摄像头', '转为语音', '挂断']) fireEvent.click(screen.getByRole('button', { name }));
    expect(events.map((e) => e.type)).toEqual(['TOGGLE_MIC', 'TOGGLE_CAMERA', 'SWITCH_TO_AUDIO', 'HANG_UP']);
  });

  it('a group video call shows a tile per participant still in it', () => {
    const { overlay } = show({
      state: 'inCall',
      group: true,
      peerIDs: ['hr1', 'c2', 'c3'],
      tiles: [
        { userID: 'hr1', connection: 'connected', stream: null },
        { userID: 'c2', connection: 'connecting', stream: null },
      ],
    });
    expect([...overlay().querySelectorAll('[data-connection-state]')].map((t) => t.getAttribute('data-connection-state'))).toEqual(['connected', 'connecting']);
    expect(within(overlay()).getAllByTestId('call-remote-video')).toHaveLength(2);
  });

  it('a voice call has no video, only mute and hang up', () => {
    const { overlay, buttons } = show({ state: 'inCall', callType: 1, localStream: {} as MediaStream });
    expect(within(overlay()).queryAllByTestId('call-local-video')).toHaveLength(0);
    expect(within(overlay()).queryAllByTestId('call-remote-video')).toHaveLength(0);
    expect(buttons()).toEqual(['静音', '挂断']);
  });

  it.each([
    [{ endReason: 'rejected' as const }, '对方已拒绝'],
    [{ endReason: 'busy' as const }, '对方忙线中'],
    [{ endReason: 'timeout' as const }, '对方无应答'],
    [{ endReason: 'cancelled' as const, outgoing: false }, '对方已取消'],
    [{ endReason: 'hungUp' as const }, '通话结束'],
    [{ endReason: 'mediaError' as const, error: 'permission' as const }, '无法使用摄像头或麦克风：权限被拒绝'],
    [{ endReason: 'mediaError' as const, error: 'noDevice' as const }, '未找到摄像头或麦克风'],
  ])('ended %o says %s, without buttons', (patch, message) => {
    const { overlay, buttons } = show({ state: 'ended', ...patch });
    expect(overlay().getAttribute('data-call-state')).toBe('ended');
    expect(within(overlay()).getByText(message)).toBeTruthy();
    expect(buttons()).toEqual([]);
  });

  it('Escape does not close it (a call ends by its buttons)', () => {
    const { overlay } = show({ state: 'inCall' });
    act(() => void fireEvent.keyDown(overlay(), { key: 'Escape' }));
    expect(overlay()).toBeTruthy();
  });
});
