import { randomInt } from 'node:crypto';

// No 0/O, 1/l/I: the password is read off a screen and typed by someone else.
const LETTERS = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '23456789';
const ALPHABET = LETTERS + DIGITS;

/** A 10-character initial (or reset) password with a letter and a digit, shown once and stored only hashed. */
export function oneTimePassword(length = 10): string {
  for (;;) {
    const password = Array.from({ length }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
    if (/[a-zA-Z]/.test(password) && /\d/.test(password)) return password;
  }
}
