/** Paths whose last segment is a secret (the e-mail approval link): logs show them redacted. */
const SECRET_PATH_PREFIXES = ['/api/email-scheduling/'];

/** A request path as logs may show it: a secret carried in the path is replaced by '[redacted]'. */
export function loggedPath(path: string): string {
  for (const prefix of SECRET_PATH_PREFIXES) {
    if (path.startsWith(prefix) && path.length > prefix.length) return `${prefix}[redacted]`;
  }
  return path;
}
