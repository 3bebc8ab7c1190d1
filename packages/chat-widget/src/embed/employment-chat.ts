// The script-tag bundle's entry (dist/embed/employment-chat.js): replaces the stub's queue by
// the API and replays what was queued.
import { createEmbedApi, replayQueue, type EmploymentChatApi } from './embed-api';
import { mountWidget } from './mount-widget';

declare global {
  interface Window {
    EmploymentChat?: EmploymentChatApi | unknown[];
  }
}

/** The pictures sit beside the loader (dist/embed/assets), one folder up from this module's. */
const ASSET_BASE = new URL('../assets/', import.meta.url).href;

const queued = window.EmploymentChat;
if (!queued || Array.isArray(queued)) {
  const api = createEmbedApi((options) => mountWidget({ ...options, assetBase: options.assetBase ?? ASSET_BASE }));
  window.EmploymentChat = api;
  replayQueue(api, queued);
}
