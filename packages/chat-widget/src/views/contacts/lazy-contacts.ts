// What the contact area loads on demand, in one lazy chunk (with its texts): the contact page,
// and the start-conversation menu with the friend-selection dialog.
export { default as ContactPanel } from './contact-panel';
export { default as StartConversation } from '../start-conversation/start-conversation';
