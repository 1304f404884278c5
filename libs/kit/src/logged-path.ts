/** Paths whose last segment is a secret (the e-mail approval link, the password link): logs show them redacted. */
const SECRET_PATH_PREFIXES = ['/api/email-scheduling/', '/api/clinical-signoff/', '/api/auth/password/'];

/** A text as logs may show it: every secret path in it (a mail's approval link) redacted. */
export function redactSecretPaths(text: string): string {
  let out = text;
  for (const prefix of SECRET_PATH_PREFIXES) {
    out = out.replace(
      new RegExp(`${prefix.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}[^\\s"'<>)]+`, 'g'),
      `${prefix}[redacted]`,
    );
  }
  return out;
}

/** A request path as logs may show it: a secret carried in the path is replaced by '[redacted]'. */
export function loggedPath(path: string): string {
  for (const prefix of SECRET_PATH_PREFIXES) {
    if (path.startsWith(prefix) && path.length > prefix.length) return `${prefix}[redacted]`;
  }
  return path;
}
