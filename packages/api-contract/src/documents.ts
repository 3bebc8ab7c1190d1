// The platform's documents (the agreement, the rules): public, as structured text in the reader's
// language (Accept-Language), never markup.
import { z } from 'zod';

export const DOCUMENT_NAMES = ['agreement', 'rule'] as const;
export type DocumentName = (typeof DOCUMENT_NAMES)[number];

// ---- request

/** GET: the document's name; a name no document has answers 404 document.notFound. */
export const documentParams = z.object({ name: z.string().max(50, 'document.notFound') });

// ---- answer

export const documentSection = z.object({ heading: z.string(), paragraphs: z.array(z.string()) });
export type DocumentSection = z.infer<typeof documentSection>;

/** A document's text in one language. */
export const documentText = z.object({
  title: z.string(),
  /** When the text last changed (YYYY-MM-DD). */
  updatedAt: z.iso.date(),
  sections: z.array(documentSection),
});
export type DocumentText = z.infer<typeof documentText>;

/** GET's answer: the document's name and its text. */
export const platformDocument = documentText.extend({ name: z.enum(DOCUMENT_NAMES) });
export type PlatformDocument = z.infer<typeof platformDocument>;
