// Password hashing with argon2id (docs/decisions.md).
import { hash, verify } from '@node-rs/argon2';

export const hashPassword = (password: string) => hash(password);

// Checked when there is no stored hash (an unknown email, an account without a password), so the
// answer takes as long as a real check and its timing does not tell which emails have accounts.
let standIn: Promise<string> | undefined;
const standInHash = () => (standIn ??= hash('a stand-in password nobody has'));

export async function verifyPassword(stored: string | null | undefined, password: string): Promise<boolean> {
  try {
    const matches = await verify(stored || (await standInHash()), password);
    return Boolean(stored) && matches;
  } catch {
    return false;
  }
}
