// The platform's documents by name: the company agreement and the recruiting rules.
import { agreement } from './agreement';
import type { Localized } from './document';
import { rule } from './rule';

export const DOCUMENTS: Record<string, Localized> = { agreement, rule };
