// A platform document as the console renders it: structured text, never markup, so no
// sanitising is needed on either side.
import type { Locale } from '../http/i18n';

export interface DocumentSection {
  heading: string;
  paragraphs: string[];
}

export interface PlatformDocument {
  title: string;
  /** When the text last changed (YYYY-MM-DD). */
  updatedAt: string;
  sections: DocumentSection[];
}

export type Localized = Record<Locale, PlatformDocument>;
