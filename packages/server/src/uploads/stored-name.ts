import { randomBytes } from 'node:crypto';
import { z } from 'zod';

// The names files are stored and served under (/uploads/<name>): 128 random bits in hex and the
// extension of the type judged from the bytes (src/http/upload.ts, src/chat/upload-route.ts).
// file-type's extensions include 'Z' and 'tar.gz'; nothing else is ever a stored name.

export const STORED_NAME = /^[0-9a-f]{32}(\.[A-Za-z0-9]{1,10}){1,2}$/;

export const storedName = z.string().regex(STORED_NAME);

export const isStoredName = (name: string) => STORED_NAME.test(name);

/** A new random name with extension `ext`. */
export const newStoredName = (ext: string) => `${randomBytes(16).toString('hex')}.${ext}`;

/** The path files are served under. */
export const UPLOADS_PREFIX = '/uploads/';
