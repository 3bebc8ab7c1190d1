// The image previewer (docs/chat.md §2, §4, §5, §9): switch by arrows or a 100 px swipe, zoom by
// 0.1 (down to 0.125 by wheel or buttons, 0.5 by pinch, up to 4), rotate by 90°, download only
// jpg/gif/png/bmp; switching image resets zoom and rotation. CLOSE (Escape, the close button) ends it.
import { and, assign, setup } from 'xstate';
import type { DownloadRefusal, PreviewerContext, PreviewerEvent, PreviewerInput, PreviewImage } from './previewer.types';

export const ZOOM_STEP = 0.1;
export const ZOOM_MIN_WHEEL = 0.125;
export const ZOOM_MIN_PINCH = 0.5;
export const ZOOM_MAX = 4;
export const ROTATE_STEP = 90;
export const SWIPE_THRESHOLD_PX = 100;
/** imageFormat values that download on the web, with their file extension. */
export const DOWNLOADABLE_FORMATS: Record<number, string> = { 1: 'jpg', 2: 'gif', 3: 'png', 4: 'bmp' };

/** The sender's file name (with the format's extension if it had none), else one made of the message ID. */
function saveName(image: PreviewImage): string {
  const extension = DOWNLOADABLE_FORMATS[image.format]!;
  if (!image.name) return `${image.id}.${extension}`;
  return /\.[a-z0-9]{2,5}$/i.test(image.name) ? image.name : `${image.name}.${extension}`;
}

// Rounded so that ten steps of 0.1 land on 2, not 2.0000000000000004.
const clamp = (zoom: number, min: number) => Math.min(ZOOM_MAX, Math.max(min, Math.round(zoom * 1000) / 1000));
const current = (context: PreviewerContext): PreviewImage | undefined => context.images[context.index];
const swipeOf = (context: PreviewerContext, x: number) => (context.touchStartX === null ? 0 : x - context.touchStartX);

export const previewerMachine = setup({
  types: { context: {} as PreviewerContext, events: {} as PreviewerEvent, input: {} as PreviewerInput },
  actions: {
    /** Save the image under `name`. */
    download: (_, _params: { url: string; name: string }) => {},
    /** Tell the user why nothing downloads. */
    refuse: (_, _key: DownloadRefusal) => {},
    show: assign((_, index: number) => ({ index, zoom: 1, rotation: 0 })),
    zoomBy: assign(({ context }, params: { delta: number; min: number }) => ({ zoom: clamp(context.zoom + params.delta, params.min) })),
  },
  guards: {
    hasNext: ({ context }) => context.index < context.images.length - 1,
    hasPrev: ({ context }) => context.index > 0,
    noUrl: ({ context }) => !current(context)?.url,
    unsupported: ({ context }) => !(current(context)!.format in DOWNLOADABLE_FORMATS),
    swipedLeft: ({ context, event }) => event.type === 'TOUCH_END' && swipeOf(context, event.x) <= -SWIPE_THRESHOLD_PX,
    swipedRight: ({ context, event }) => event.type === 'TOUCH_END' && swipeOf(context, event.x) >= SWIPE_THRESHOLD_PX,
  },
}).createMachine({
  id: 'previewer',
  context: ({ input }) => ({
    images: input.images,
    index: Math.min(Math.max(0, input.index), Math.max(0, input.images.length - 1)),
    zoom: 1,
    rotation: 0,
    touchStartX: null,
    pinchBase: 1,
  }),
  initial: 'viewing',
  states: {
    viewing: {
      on: {
        NEXT: { guard: 'hasNext', actions: { type: 'show', params: ({ context }) => context.index + 1 } },
        PREV: { guard: 'hasPrev', actions: { type: 'show', params: ({ context }) => context.index - 1 } },
        ZOOM_IN: { actions: { type: 'zoomBy', params: { delta: ZOOM_STEP, min: ZOOM_MIN_WHEEL } } },
        ZOOM_OUT: { actions: { type: 'zoomBy', params: { delta: -ZOOM_STEP, min: ZOOM_MIN_WHEEL } } },
        WHEEL: {
          actions: {
            type: 'zoomBy',
            params: ({ event }) => ({ delta: event.deltaY < 0 ? ZOOM_STEP : event.deltaY > 0 ? -ZOOM_STEP : 0, min: ZOOM_MIN_WHEEL }),
          },
        },
        PINCH_START: { actions: assign({ pinchBase: ({ context }) => context.zoom, touchStartX: null }) },
        PINCH: { actions: assign({ zoom: ({ context, event }) => clamp(context.pinchBase * event.scale, ZOOM_MIN_PINCH) }) },
        ROTATE: { actions: assign({ rotation: ({ context, event }) => context.rotation + event.direction * ROTATE_STEP }) },
        TOUCH_START: { actions: assign({ touchStartX: ({ event }) => event.x }) },
        TOUCH_END: [
          { guard: and(['swipedLeft', 'hasNext']), actions: [assign({ touchStartX: null }), { type: 'show', params: ({ context }) => context.index + 1 }] },
          { guard: and(['swipedRight', 'hasPrev']), actions: [assign({ touchStartX: null }), { type: 'show', params: ({ context }) => context.index - 1 }] },
          { actions: assign({ touchStartX: null }) },
        ],
        DOWNLOAD: [
          { guard: 'noUrl', actions: { type: 'refuse', params: 'previewer.urlMissing' } },
          { guard: 'unsupported', actions: { type: 'refuse', params: 'previewer.downloadUnsupported' } },
          {
            actions: {
              type: 'download',
              params: ({ context }) => {
                const image = current(context)!;
                return { url: image.url, name: saveName(image) };
              },
            },
          },
        ],
        CLOSE: 'closed',
      },
    },
    closed: { type: 'final' },
  },
});
