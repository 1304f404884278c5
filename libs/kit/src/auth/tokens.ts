import { createHmac, timingSafeEqual } from 'node:crypto';
import { authMessages, type MemberRole, type Role, TokenClaims } from '@studio/contracts';
import { type Clock, systemClock } from '../clock.ts';
import { unauthorized } from '../errors.ts';

/** The JOSE header of every token: HMAC-SHA256 (RFC 7518 §3.2); a token naming another algorithm is refused. */
const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');

export type TokenSubject = {
  sub: string;
  sid: string;
  role: Role;
  accountId: number | null;
  actingAdminId: number | null;
  /** The platform admin's name, for the records of their changes. */
  name?: string;
  /** A business user's e-mail, the name their replies and records show. */
  email?: string;
  /** A business user's role in its account; absent: owner. */
  memberRole?: MemberRole;
};

/** Signs and checks the bearer tokens svc-auth issues; every service holds the same secret. */
export class TokenSigner {
  constructor(
    private readonly secret: string,
    private readonly clock: Clock = systemClock,
  ) {
    if (secret.length < 32) throw new Error('TOKEN_SECRET must be at least 32 characters');
  }

  async issue(subject: TokenSubject, expiresAt: Date): Promise<string> {
    const claims: TokenClaims = {
      ...subject,
      iat: Math.floor(this.clock().getTime() / 1000),
      exp: Math.floor(expiresAt.getTime() / 1000),
    };
    const signed = `${HEADER}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}`;
    return `${signed}.${this.signatureOf(signed)}`;
  }

  /** HS256 with node:crypto: checked on every request, where WebCrypto's asynchronous HMAC cost a sixth of a service's CPU. */
  private signatureOf(signed: string): string {
    return createHmac('sha256', this.secret).update(signed).digest('base64url');
  }

  /**
   * A key of its own for another use of the shared secret (signed image addresses), so a value signed
   * for that use can never pass as a token, nor the other way round.
   */
  keyFor(purpose: string): Buffer {
    return createHmac('sha256', this.secret).update(`key:${purpose}`).digest();
  }

  /**
   * The token's claims; 401 'Token expired' or 'Invalid token' otherwise: a JWS in compact form with our
   * header, a signature compared in constant time, claims that parse, not expired (`exp`), not before its
   * time (`nbf`), not issued in the future (`iat`).
   */
  async check(token: string): Promise<TokenClaims> {
    const parts = token.split('.');
    const [header, payload, signature] = parts;
    if (parts.length !== 3 || header !== HEADER || !payload || !signature) throw invalid();
    const expected = Buffer.from(this.signatureOf(`${header}.${payload}`));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw invalid();
    let decoded: unknown;
    try {
      decoded = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    } catch {
      throw invalid();
    }
    const claims = TokenClaims.safeParse(decoded);
    if (!claims.success) throw invalid();
    const now = Math.floor(this.clock().getTime() / 1000);
    const { nbf } = decoded as { nbf?: unknown };
    if (claims.data.iat > now || (typeof nbf === 'number' && nbf > now)) throw invalid();
    if (claims.data.exp <= now) throw unauthorized(authMessages.tokenExpired);
    return claims.data;
  }
}

const invalid = () => unauthorized(authMessages.invalidToken);
