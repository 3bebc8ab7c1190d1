// @employment-cloud/chat-protocol: the wire protocol of the local chat service — frames, methods
// and pushes, limits and error codes — that the widget's local engine and the server's chat
// service both import by name. Types and plain constants only: no imports, no runtime.
export * from './protocol';
export * from './contacts';
export * from './group-admin';
export * from './reactions';
export * from './search';
export * from './signaling';
export * from './utf8';
