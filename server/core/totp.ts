// Two-step sign-in's codes: an authenticator app's (TOTP, RFC 6238: HMAC-SHA1, 6 digits, 30-second
// steps, through otpauth) and the one-time recovery codes that stand in for the app when the phone
// is lost. Which step a code belongs to is answered, not just whether it is right, so the caller
// can refuse a code of a step already used (a replay).
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import { newCode, sha256 } from './secrets.ts';

const ISSUER = 'myGWM';
/** Steps either side of now a code may belong to: one, for a phone whose clock is a little off. */
const DRIFT_STEPS = 1;
export const RECOVERY_CODE_COUNT = 10;

const totpOf = (secret: string, account = '') =>
  new TOTP({ issuer: ISSUER, label: account, secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 });

/** A new secret (160 bits, the RFC's recommendation for SHA-1), in base32 as apps take it typed. */
export const newTotpSecret = () => new Secret({ size: 20 }).base32;

/** The otpauth:// address an authenticator app reads from the QR code. */
export const otpauthUrl = (secret: string, account: string) => totpOf(secret, account).toString();

/** The address as a QR code: an SVG data URL the back office shows as a picture. */
export async function qrCodeOf(text: string): Promise<string> {
  const svg = await QRCode.toString(text, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

/** Whether the text is shaped like an authenticator code (six digits, spaces ignored) rather than a recovery code. */
export const looksLikeAppCode = (code: string) => /^\d{6}$/.test(code.replace(/\s/g, ''));

/** The time step the code belongs to (now's, or one either side), or null when it belongs to none. */
export function stepOfCode(secret: string, code: string, now = Date.now()): number | null {
  const totp = totpOf(secret);
  const delta = totp.validate({ token: code.replace(/\s/g, ''), timestamp: now, window: DRIFT_STEPS });
  return delta === null ? null : totp.counter({ timestamp: now }) + delta;
}

/** Ten recovery codes such as `K7QXM-2HD9P` (50 random bits each), read aloud without confusing 0/O or 1/I. */
export const newRecoveryCodes = () =>
  Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const code = newCode(10);
    return `${code.slice(0, 5)}-${code.slice(5)}`;
  });

/** What is kept of a recovery code: the SHA-256 of its letters and digits, so case, spaces and the dash do not matter. */
export const recoveryCodeHash = (code: string) => sha256(code.toUpperCase().replace(/[^A-Z0-9]/g, ''));
