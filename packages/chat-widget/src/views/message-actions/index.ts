// Per-message action menu around a bubble, and the translation / voice-to-text results under it.
export { MessageActions } from './message-actions';
export { MessageExtras } from './message-extras';
