import { createActor } from 'xstate';
import type { Message } from '../../engine/message';
import { previewerView } from './previewer.connect';
import { previewImagesOf } from './preview-images';
import { previewerMachine } from './previewer.machine';
import type { DownloadRefusal, PreviewImage } from './previewer.types';

const image = (id: string, format = 3, url = `http://x/${id}.png`, name = ''): PreviewImage => ({ id, url, format, name });
const three = [image('a'), image('b', 1), image('c', 2)];

function open(images: PreviewImage[] = three, index = 0) {
  const downloads: { url: string; name: string }[] = [];
  const refusals: DownloadRefusal[] = [];
  const machine = previewerMachine.provide({
    actions: { download: (_, params) => void downloads.push(params), refuse: (_, key) => void refusals.push(key) },
  });
  const actor = createActor(machine, { input: { images, index } }).start();
  const view = () => previewerView(actor.getSnapshot().context);
  return { actor, view, downloads, refusals };
}

describe('previewer machine', () => {
  it('starts at the clicked image with zoom 1, no rotation and the counter n / total', () => {
    const { view } = open(three, 1);
    expect(view()).toMatchObject({ url: 'http://x/b.png', counter: '2 / 3', hasPrev: true, hasNext: true, zoom: 1, rotation: 0 });
    expect(view().transform).toBe('scale(1) rotate(0deg)');
  });

  it('NEXT and PREV switch within the set and stop at its ends', () => {
    const { actor, view } = open();
    actor.send({ type: 'PREV' });
    expect(view().counter).toBe('1 / 3');
    expect(view().hasPrev).toBe(false);
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'NEXT' });
    expect(view()).toMatchObject({ counter: '3 / 3', url: 'http://x/c.png', hasNext: false });
    actor.send({ type: 'NEXT' });
    expect(view().counter).toBe('3 / 3');
  });

  it('zooms by 0.1 up to 4 and down to 0.125 by buttons and wheel', () => {
    const { actor, view } = open();
    actor.send({ type: 'ZOOM_IN' });
    expect(view().zoom).toBe(1.1);
    actor.send({ type: 'WHEEL', deltaY: -100 });
    expect(view().zoom).toBe(1.2);
    actor.send({ type: 'WHEEL', deltaY: 100 });
    actor.send({ type: 'ZOOM_OUT' });
    expect(view().zoom).toBe(1);
    for (let i = 0; i < 50; i += 1) actor.send({ type: 'ZOOM_IN' });
    expect(view().zoom).toBe(4);
    for (let i = 0; i < 50; i += 1) actor.send({ type: 'WHEEL', deltaY: 3 });
    expect(view().zoom).toBe(0.125);
    actor.send({ type: 'WHEEL', deltaY: 0 });
    expect(view().zoom).toBe(0.125);
  });

  it('pinch scales from the zoom it started at, between 0.5 and 4', () => {
    const { actor, view } = open();
    actor.send({ type: 'ZOOM_IN' });
    actor.send({ type: 'PINCH_START' });
    actor.send({ type: 'PINCH', scale: 2 });
    expect(view().zoom).toBe(2.2);
    actor.send({ type: 'PINCH', scale: 0.1 });
    expect(view().zoom).toBe(0.5);
    actor.send({ type: 'PINCH', scale: 10 });
    expect(view().zoom).toBe(4);
  });

  it('rotates by 90° either way', () => {
    const { actor, view } = open();
    actor.send({ type: 'ROTATE', direction: 1 });
    actor.send({ type: 'ROTATE', direction: 1 });
    expect(view().rotation).toBe(180);
    actor.send({ type: 'ROTATE', direction: -1 });
    expect(view().transform).toBe('scale(1) rotate(90deg)');
  });

  it('switching image resets zoom and rotation, by arrows and by swipe', () => {
    const { actor, view } = open();
    const transform = () => {
      actor.send({ type: 'ZOOM_IN' });
      actor.send({ type: 'ROTATE', direction: 1 });
      expect(view()).toMatchObject({ zoom: 1.1, rotation: 90 });
    };
    transform();
    actor.send({ type: 'NEXT' });
    expect(view()).toMatchObject({ zoom: 1, rotation: 0, counter: '2 / 3' });
    transform();
    actor.send({ type: 'PREV' });
    expect(view()).toMatchObject({ zoom: 1, rotation: 0, counter: '1 / 3' });
    transform();
    actor.send({ type: 'TOUCH_START', x: 300 });
    actor.send({ type: 'TOUCH_END', x: 150 });
    expect(view()).toMatchObject({ zoom: 1, rotation: 0, counter: '2 / 3' });
  });

  it('a swipe switches only past 100 px: left for the next, right for the previous, never past the ends', () => {
    const { actor, view } = open();
    const swipe = (from: number, to: number) => {
      actor.send({ type: 'TOUCH_START', x: from });
      actor.send({ type: 'TOUCH_END', x: to });
      return view().counter;
    };
    expect(swipe(300, 201)).toBe('1 / 3');
    expect(swipe(300, 200)).toBe('2 / 3');
    expect(swipe(100, 199)).toBe('2 / 3');
    expect(swipe(100, 200)).toBe('1 / 3');
    expect(swipe(100, 400)).toBe('1 / 3');
    // A touch end without a start (a pinch took it over) switches nothing.
    actor.send({ type: 'TOUCH_START', x: 400 });
    actor.send({ type: 'PINCH_START' });
    actor.send({ type: 'TOUCH_END', x: 0 });
    expect(view().counter).toBe('1 / 3');
    swipe(300, 0);
    swipe(300, 0);
    actor.send({ type: 'ZOOM_IN' });
    expect(swipe(300, 0)).toBe('3 / 3');
    expect(view().zoom).toBe(1.1); // no switch, no reset
  });

  it("saves under the sender's file name, adding the format's extension when it has none", () => {
    const { actor, downloads } = open([image('a', 3, 'http://x/0f3a.png', '办公室环境.png'), image('b', 1, 'http://x/9c1d.jpg', '工位照片')]);
    actor.send({ type: 'DOWNLOAD' });
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'DOWNLOAD' });
    expect(downloads.map((d) => d.name)).toEqual(['办公室环境.png', '工位照片.jpg']);
  });

  it('downloads jpg, gif, png and bmp without a file name under the message ID with their extension', () => {
    const images = [image('p', 3), image('j', 1), image('g', 2), image('b', 4)];
    const { actor, downloads, refusals } = open(images);
    for (let i = 0; i < images.length; i += 1) {
      actor.send({ type: 'DOWNLOAD' });
      actor.send({ type: 'NEXT' });
    }
    expect(downloads.map((d) => d.name)).toEqual(['p.png', 'j.jpg', 'g.gif', 'b.bmp']);
    expect(downloads[0]!.url).toBe('http://x/p.png');
    expect(refusals).toEqual([]);
  });

  it('refuses other formats and a missing URL with the spec texts’ keys', () => {
    const { actor, downloads, refusals } = open([image('w', 255, 'http://x/w.webp'), image('n', 3, '')]);
    actor.send({ type: 'DOWNLOAD' });
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'DOWNLOAD' });
    expect(refusals).toEqual(['previewer.downloadUnsupported', 'previewer.urlMissing']);
    expect(downloads).toEqual([]);
  });

  it('CLOSE ends it', () => {
    const { actor } = open();
    actor.send({ type: 'CLOSE' });
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('clamps a start index outside the set', () => {
    expect(open(three, 7).view().counter).toBe('3 / 3');
    expect(open(three, -1).view().counter).toBe('1 / 3');
  });
});

describe('previewImagesOf', () => {
  const base = { isRevoked: false, hasRiskContent: false, status: 'success' };
  const img = (ID: string, extra: object = {}) =>
    ({
      ...base,
      ID,
      type: 'TIMImageElem',
      payload: {
        uuid: '',
        imageFormat: 1,
        imageInfoArray: [
          { type: 1, url: `big-${ID}` },
          { type: 0, url: `orig-${ID}` },
        ],
      },
      ...extra,
    }) as unknown as Message;
  const text = { ...base, ID: 't', type: 'TIMTextElem', payload: { text: 'hi' } } as unknown as Message;

  it('keeps shown image messages in order with their original URL and format', () => {
    const list = [
      img('1'),
      text,
      img('2', { isRevoked: true }),
      img('3', { hasRiskContent: true }),
      img('4', { status: 'unSend' }),
      img('5', { status: 'fail' }),
      img('6', { payload: { uuid: '', imageFormat: 1, imageInfoArray: [{ type: 0, url: 'orig-6' }], fileName: '简历照片.jpg' } }),
    ];
    expect(previewImagesOf(list)).toEqual([
      { id: '1', url: 'orig-1', format: 1, name: '' },
      { id: '6', url: 'orig-6', format: 1, name: '简历照片.jpg' },
    ]);
  });
});
