import { createActor, fromPromise, waitFor } from 'xstate';
import { ChatError } from '../../engine/chat-error';
import { UPLOAD_CANCELLED } from '../../engine/limits';
import type { Message } from '../../engine/message';
import { LOCALES } from '../../i18n/catalogue';
import { composerCatalogues } from '../../i18n/lazy/composer';
import { connectSend, KNOWN_SEND_ERRORS, sendErrorKey } from './send.connect';
import { sendMachine } from './send.machine';
import type { SendError, SendRequest } from './send.types';

const base = { ID: 'm1', type: 'TIMTextElem', payload: { text: 'hi' }, status: 'unSend', progress: 0, hasRiskContent: false } as Message;
const image = { ...base, ID: 'm2', type: 'TIMImageElem' } as Message;

function run(message: Message, outcomes: Array<Message | ChatError>) {
  const requests: SendRequest[] = [];
  const errors: SendError[] = [];
  let quoteCleared = 0;
  let resolveNext: (() => void) | undefined;
  const machine = sendMachine.provide({
    actors: {
      send: fromPromise<Message, SendRequest>(async ({ input }) => {
        requests.push(input);
        const outcome = outcomes.shift();
        await new Promise<void>((resolve) => (resolveNext = resolve));
        if (outcome instanceof ChatError || !outcome) throw outcome ?? new Error('no outcome');
        return outcome;
      }),
    },
    actions: {
      reportError: (_, error) => void errors.push(error),
      clearQuote: () => void quoteCleared++,
    },
  });
  const actor = createActor(machine, { input: { message } }).start();
  return { actor, requests, errors, quoteCleared: () => quoteCleared, settle: () => resolveNext?.() };
}

describe('send machine', () => {
  it('unSend → success with the sent message', async () => {
    const h = run(base, [{ ...base, status: 'success' } as Message]);
    expect(connectSend(h.actor.getSnapshot()).status).toBe('unSend');
    h.settle();
    await waitFor(h.actor, (s) => s.hasTag('success'));
    expect(h.actor.getSnapshot().context.message.status).toBe('success');
    expect(h.requests).toEqual([{ message: base, resend: false }]);
    expect(h.errors).toEqual([]);
  });

  it('upload progress below 1 reads as uploading', async () => {
    const h = run(image, [{ ...image, status: 'success' } as Message]);
    h.actor.send({ type: 'progress', progress: 0.4 });
    expect(connectSend(h.actor.getSnapshot())).toMatchObject({ status: 'unSend', progress: 0.4, uploading: true });
    h.actor.send({ type: 'progress', progress: 1 });
    expect(connectSend(h.actor.getSnapshot()).uploading).toBe(false);
    h.settle();
    await waitFor(h.actor, (s) => s.hasTag('success'));
  });

  it.each([3123, 4004, 4005, 7004, 7005, 8001, 80001, 80004])('error %i → fail, reported, quote cleared', async (code) => {
    const h = run(base, [new ChatError(code, `raw ${code}`)]);
    h.settle();
    await waitFor(h.actor, (s) => s.hasTag('fail'));
    expect(h.errors).toEqual([{ code, message: `raw ${code}` }]);
    expect(h.quoteCleared()).toBe(1);
    expect(connectSend(h.actor.getSnapshot())).toMatchObject({ status: 'fail', canRetry: true, confirming: false });
  });

  it('fail → retry asks for confirmation; cancel goes back; confirm resends', async () => {
    const h = run(base, [new ChatError(2800, 'offline'), { ...base, status: 'success' } as Message]);
    h.settle();
    await waitFor(h.actor, (s) => s.hasTag('fail'));
    h.actor.send({ type: 'retry' });
    expect(h.actor.getSnapshot().hasTag('confirming')).toBe(true);
    h.actor.send({ type: 'cancel' });
    expect(h.actor.getSnapshot().value).toBe('fail');
    h.actor.send({ type: 'retry' });
    h.actor.send({ type: 'confirm' });
    expect(h.actor.getSnapshot().hasTag('unSend')).toBe(true);
    h.settle();
    await waitFor(h.actor, (s) => s.hasTag('success'));
    expect(h.requests.map((r) => r.resend)).toEqual([false, true]);
  });

  it('a risky message is never resent', async () => {
    const risky = { ...base, status: 'fail', hasRiskContent: true } as Message;
    const h = run(risky, []);
    expect(h.actor.getSnapshot().value).toBe('fail');
    h.actor.send({ type: 'retry' });
    expect(h.actor.getSnapshot().value).toBe('fail');
    expect(connectSend(h.actor.getSnapshot()).canRetry).toBe(false);
    expect(h.requests).toEqual([]);
  });

  it('starts as fail or success for a message that already is (resend from the list)', () => {
    expect(run({ ...base, status: 'fail' } as Message, []).actor.getSnapshot().value).toBe('fail');
    expect(run({ ...base, status: 'success' } as Message, []).actor.getSnapshot().status).toBe('done');
  });
});

describe('sendErrorKey', () => {
  it('names the catalogue key of the §8 codes and null for others', () => {
    expect(sendErrorKey(80001)).toBe('composer.error80001');
    expect(sendErrorKey(2800)).toBeNull();
  });

  it('names keys of the composer area (the lazy catalogue its views add), with a text in every locale', () => {
    for (const code of KNOWN_SEND_ERRORS) {
      const [area, key] = sendErrorKey(code)!.split('.') as [string, keyof (typeof composerCatalogues)['zh-CN']];
      expect(area).toBe('composer');
      for (const locale of LOCALES) expect([code, locale, composerCatalogues[locale][key]]).toEqual([code, locale, expect.any(String)]);
    }
  });
});

describe('send machine: a cancelled upload', () => {
  it('cancelUpload aborts the upload; the cancelled send ends the message without an error', async () => {
    const aborted: Message[] = [];
    const discarded: Message[] = [];
    const errors: SendError[] = [];
    let fail: (error: unknown) => void = () => undefined;
    const machine = sendMachine.provide({
      actors: { send: fromPromise<Message, SendRequest>(() => new Promise<Message>((_, reject) => (fail = reject))) },
      actions: {
        reportError: (_, error) => void errors.push(error),
        abortUpload: (_, message) => {
          aborted.push(message);
          fail(new ChatError(UPLOAD_CANCELLED, 'the upload was cancelled'));
        },
        discard: (_, message) => void discarded.push(message),
      },
    });
    const actor = createActor(machine, { input: { message: image } }).start();
    actor.send({ type: 'cancelUpload' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().hasTag('cancelled')).toBe(true);
    expect(aborted).toEqual([image]);
    expect(discarded).toEqual([image]);
    expect(errors).toEqual([]);
  });
});
