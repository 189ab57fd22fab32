// Random secrets and their stored form: tokens are opaque random strings kept only as SHA-256.
import { createHash, randomBytes, randomInt } from 'node:crypto';

export const newToken = () => randomBytes(32).toString('base64url');

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const UNAMBIGUOUS = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** Random characters from an alphabet, without modulo bias. */
export const randomString = (length: number, alphabet = ALPHANUMERIC) => Array.from({ length }, () => alphabet[randomInt(alphabet.length)]).join('');

/** An invitation or share code that reads aloud without confusing 0/O or 1/I. */
export const newCode = (length = 8) => randomString(length, UNAMBIGUOUS);
