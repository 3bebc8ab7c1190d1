// The script-tag API (window.EmploymentChat) over a mounted widget; React-free so it reads plainly.
import type { ChatEventMap, ChatEventName } from '../provider/chat-events';
import type { CallingService, ChatFeatures, HostFetcher } from '../provider/options-context';
import type { Locale } from '../i18n/catalogue';
import type { ChatRole } from '../machines/session/types';
import { NETWORK_ERROR_CODE } from '../machines/session/login-error';
import type { ThemeName } from '../theme/vars';

export interface EmbedInitOptions {
  /** Origin (and base path) of the platform API: `${apiBase}/front/v1/...`. */
  apiBase: string;
  token?: string;
  getToken?: () => string | null | undefined | Promise<string | null | undefined>;
  locale?: Locale;
  theme?: ThemeName;
  /** Element (or selector) to hold the widget's shadow host; default a new element at the end of <body>. */
  container?: HTMLElement | string;
  /** Switches of the chat area (read receipts, typing, calls…), over the defaults. */
  features?: Partial<ChatFeatures>;
  /** The new-message sound and browser notification while the chat is closed (both on by default). */
  notify?: { sound?: boolean; desktop?: boolean };
  /** The page's calling service (TUICallKit): calls go through it; the widget's own WebRTC calls otherwise. */
  calling?: CallingService;
  /** STUN/TURN servers of the widget's own calls (none by default: host candidates only). */
  iceServers?: RTCIceServer[];
  /** The user's role (recruiter tools show for 'recruiter'); the chat credential's otherwise. */
  role?: ChatRole;
  /**
   * The nonce of the page's Content Security Policy for styles (`style-src 'nonce-…'`): the
   * widget's `<style>` elements carry it. Without it a strict `style-src` blocks them.
   */
  nonce?: string;
  /**
   * Where the emoji and sticker pictures are served (the bundle's assets/ folder): default the
   * assets/ beside the script the page loaded, so they come from wherever the widget does.
   */
  assetBase?: string;
  /**
   * A round button at the bottom right of the page (in the widget's shadow root) that opens and
   * closes the chat, with the unread total as a badge. Default false: the page opens the chat
   * from its own buttons with `open()`.
   */
  launcher?: boolean;
}

export interface EmbedMount {
  open(target: ChatEventMap['open-chat']): void;
  close(): void;
  on<E extends ChatEventName>(event: E, callback: (payload: ChatEventMap[E]) => void): () => void;
  destroy(): void;
}

export interface EmploymentChatApi {
  init(options: EmbedInitOptions): void;
  /** With a `jobId`, the chat is about that job: it records so (POST front/v1/chat) and its header shows it. */
  open(target: ChatEventMap['open-chat']): void;
  close(): void;
  on<E extends ChatEventName>(event: E, callback: (payload: ChatEventMap[E]) => void): void;
  destroy(): void;
  /** Stub-style calls keep working after load: `EmploymentChat.push(['open', {...}])`. */
  push(...calls: unknown[][]): number;
}

/**
 * The console line for a request that got no answer. The browser hides why (a CORS refusal and a
 * server that is down both reject with "Failed to fetch"), so it names both, with what to change.
 */
export function unreachableMessage(base: string, pageOrigin: string): string {
  return `[EmploymentChat] cannot reach the API at ${base} from ${pageOrigin}: the server does not allow this page's origin (CORS: add it to WIDGET_ALLOWED_ORIGINS on the server) or is not reachable.`;
}

/** The platform's JSON envelope `{ code, msg, data }` over fetch, with the host's token. */
export function embedFetcher(options: EmbedInitOptions, fetchImpl: typeof fetch = (...args) => fetch(...args)): HostFetcher {
  const base = options.apiBase.replace(/\/+$/, '');
  return async <T>(path: string, init: { method?: string; body?: unknown; responseType?: 'json' | 'blob' } = {}) => {
    const token = options.getToken ? await options.getToken() : options.token;
    let response: Response;
    try {
      response = await fetchImpl(`${base}/${path.replace(/^\/+/, '')}`, {
        method: init.method ?? 'GET',
        headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}) },
        ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
      });
    } catch (cause) {
      console.error(unreachableMessage(base, globalThis.location?.origin ?? 'this page'));
      // The code lets the widget tell "no answer" from a refusal (the envelope's code).
      throw Object.assign(new Error(`cannot reach ${base}`, { cause }), { code: NETWORK_ERROR_CODE });
    }
    if (init.responseType === 'blob') return (await response.blob()) as T;
    // A proxy's error page (a 502 while the server is down) is no envelope: a refusal by HTTP status.
    const notEnvelope = () => ({ code: response.ok ? -1 : response.status, msg: `HTTP ${response.status}: not an API answer` });
    const body = (await response.json().catch(notEnvelope)) as { code: number; msg?: string; data: T };
    if (body.code !== 200) throw Object.assign(new Error(body.msg ?? `code ${body.code}`), { code: body.code });
    return body.data;
  };
}

/**
 * The API object: calls before init wait for it (open/close/on are kept until mounted), so a
 * page may call them in any order, as with the stub.
 */
export function createEmbedApi(mount: (options: EmbedInitOptions) => EmbedMount): EmploymentChatApi {
  let mounted: EmbedMount | null = null;
  let pending: ((m: EmbedMount) => void)[] = [];
  const whenMounted = (call: (m: EmbedMount) => void) => (mounted ? call(mounted) : pending.push(call));
  const api: EmploymentChatApi = {
    init(options) {
      if (mounted) return;
      mounted = mount(options);
      const calls = pending;
      pending = [];
      calls.forEach((call) => call(mounted!));
    },
    open: (target) => whenMounted((m) => m.open(target ?? {})),
    close: () => whenMounted((m) => m.close()),
    on: (event, callback) => whenMounted((m) => void m.on(event, callback)),
    destroy() {
      mounted?.destroy();
      mounted = null;
      pending = [];
    },
    push(...calls) {
      for (const [name, ...args] of calls) {
        const method = api[name as keyof Omit<EmploymentChatApi, 'push'>] as ((...a: unknown[]) => void) | undefined;
        if (typeof method === 'function') method(...args);
      }
      return 0;
    },
  };
  return api;
}

/** Replays what the stub queued (`[name, ...args]` arrays), in order. */
export function replayQueue(api: EmploymentChatApi, queued: unknown): void {
  if (Array.isArray(queued)) api.push(...queued.filter(Array.isArray));
}
