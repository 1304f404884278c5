import { hash, verify } from '@node-rs/argon2';

/** argon2id with the library's recommended cost. */
export const hashPassword = (password: string) => hash(password);

// Checked when no user matches, so an unknown name costs the same time as a wrong password.
const decoy = hash('decoy-password-for-unknown-users');

export async function checkPassword(stored: string | undefined, password: string): Promise<boolean> {
  if (!stored) {
    await verify(await decoy, password);
    return false;
  }
  return verify(stored, password);
}
