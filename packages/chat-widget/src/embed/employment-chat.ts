// The script-tag bundle's entry (dist/embed/employment-chat.js): replaces the stub's queue by
// the API and replays what was queued.
import { createEmbedApi, replayQueue, type EmploymentChatApi } from './embed-api';
import { mountWidget } from './mount-widget';

declare global {
  interface Window {
    EmploymentChat?: EmploymentChatApi | unknown[];
  }
}

const queued = window.EmploymentChat;
if (!queued || Array.isArray(queued)) {
  const api = createEmbedApi(mountWidget);
  window.EmploymentChat = api;
  replayQueue(api, queued);
}
