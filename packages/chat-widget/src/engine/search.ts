// The engine's cloud message search with the SDK's names and shapes.
import type {} from './chat-engine';

export interface SearchEngine {}
