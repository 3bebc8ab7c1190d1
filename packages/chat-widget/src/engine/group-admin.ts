// The engine's group administration methods with the SDK's names and shapes.
import type {} from './chat-engine';

export interface GroupAdminEngine {}

export interface GroupAdminEventData {}
