import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes: a mailed link's secret, sent in the mail and never stored. */
export const newSecret = () => randomBytes(32).toString('base64url');
/** What is stored and looked up instead of the secret. */
export const hashSecret = (secret: string) => createHash('sha256').update(secret).digest('hex');
