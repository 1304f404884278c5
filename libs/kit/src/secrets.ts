import { readFileSync } from 'node:fs';
import { z } from 'zod';

/** The placeholders `.env.example` ships (`change-me-…`): a deployment that kept one is refused. */
const PLACEHOLDER = /change[-_ ]?me/i;
/** Bits a secret must hold by its letters' spread (Shannon entropy × length): a 128-bit key's worth. */
const MIN_SECRET_BITS = 128;
/** Distinct bytes a 32-byte key must have: random keys have about 30; 0000… or a repeated pattern a few. */
const MIN_DISTINCT_KEY_BYTES = 16;

/** Shannon entropy of a text's characters, in bits per character. */
export function bitsPerCharacter(text: string): number {
  const counts = new Map<string, number>();
  for (const char of text) counts.set(char, (counts.get(char) ?? 0) + 1);
  const length = [...text].length;
  let bits = 0;
  for (const count of counts.values()) bits -= (count / length) * Math.log2(count / length);
  return bits;
}

const GENERATE = 'generate one with: openssl rand -hex 32';

/**
 * Why a text cannot be a secret (a placeholder, too short, too little randomness), or null. `minBits`
 * is lower only for a secret someone else makes (Meta's app secret: 32 hex digits).
 */
export function secretProblem(value: string, minLength: number, minBits = MIN_SECRET_BITS): string | null {
  if (PLACEHOLDER.test(value)) return `is the placeholder of .env.example: ${GENERATE}`;
  if (value.length < minLength) return `must be at least ${minLength} characters`;
  if (bitsPerCharacter(value) * value.length < minBits)
    return `has too little randomness (repeated or patterned characters): ${GENERATE}`;
  return null;
}

/** Why 32 bytes cannot be an encryption key (all zeros, a repeated pattern), or null. */
export function keyProblem(key: Uint8Array): string | null {
  return new Set(key).size < MIN_DISTINCT_KEY_BYTES
    ? `has too little randomness (all zeros or a repeated pattern): ${GENERATE}`
    : null;
}

/** A secret setting: refused when it is a placeholder, shorter than `minLength` or of low entropy. */
export const secretText = (minLength: number, minBits = MIN_SECRET_BITS) =>
  z.string().superRefine((value, ctx) => {
    const problem = secretProblem(value, minLength, minBits);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

/** A password setting: at least `minLength` characters, and not a placeholder of `.env.example`. */
export const passwordText = (minLength: number) =>
  z
    .string()
    .min(minLength, `must be at least ${minLength} characters`)
    .refine((value) => !PLACEHOLDER.test(value), `is the placeholder of .env.example: choose your own`);

/** Whether a URL's password is a placeholder of `.env.example` (DATABASE_URL built from POSTGRES_PASSWORD). */
export const hasPlaceholderPassword = (url: string) => {
  try {
    return PLACEHOLDER.test(decodeURIComponent(new URL(url).password));
  } catch {
    return false;
  }
};

/**
 * The environment with each `NAME_FILE` of the given names read into `NAME`, as container platforms
 * pass secrets (Docker and Kubernetes secrets are files). Setting both, or a file that cannot be read,
 * stops the start naming the variable.
 */
export function withSecretFiles(env: NodeJS.ProcessEnv, names: readonly string[]): NodeJS.ProcessEnv {
  const resolved = { ...env };
  const problems: string[] = [];
  for (const name of names) {
    const file = env[`${name}_FILE`]?.trim();
    if (!file) continue;
    if (env[name]?.trim()) {
      problems.push(`  ${name}_FILE: ${name} is set too: set one of them`);
      continue;
    }
    try {
      resolved[name] = readFileSync(file, 'utf8').trim();
    } catch (error) {
      problems.push(`  ${name}_FILE: cannot read ${file} (${(error as NodeJS.ErrnoException).code})`);
    }
  }
  if (problems.length > 0) throw new Error(`Invalid configuration:\n${problems.join('\n')}`);
  return resolved;
}
