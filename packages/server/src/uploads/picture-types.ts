// The pictures the console shows as an avatar, a logo or a licence: the formats every browser
// draws, judged by the file's first bytes (file-type), never by its name or declared type.
export const PICTURE_TYPES: ReadonlySet<string> = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp']);

export const isPicture = (mime: string): boolean => PICTURE_TYPES.has(mime);
