// The engine's contact methods (friends, applications, blacklist) with the SDK's names and shapes.
import type {} from './chat-engine';

export interface ContactEngine {}

export interface ContactEventData {}
