import { createHmac } from 'node:crypto';
import { authMessages, type MemberRole, type Role, TokenClaims } from '@studio/contracts';
import { sign, verify } from 'hono/jwt';
import { JwtTokenExpired } from 'hono/utils/jwt/types';
import { unauthorized } from '../errors.ts';

const ALGORITHM = 'HS256';

export type TokenSubject = {
  sub: string;
  sid: string;
  role: Role;
  accountId: number | null;
  actingAdminId: number | null;
  /** The platform admin's name, for the records of their changes. */
  name?: string;
  /** A business user's role in its account (issue 36); absent: owner. */
  memberRole?: MemberRole;
};

/** Signs and checks the bearer tokens svc-auth issues; every service holds the same secret. */
export class TokenSigner {
  constructor(private readonly secret: string) {
    if (secret.length < 32) throw new Error('TOKEN_SECRET must be at least 32 characters');
  }

  async issue(subject: TokenSubject, expiresAt: Date): Promise<string> {
    const claims: TokenClaims = {
      ...subject,
      iat: Math.floor(Date.now() / 1000),
      exp: Math.floor(expiresAt.getTime() / 1000),
    };
    return sign(claims, this.secret, ALGORITHM);
  }

  /**
   * A key of its own for another use of the shared secret (signed image addresses), so a value signed
   * for that use can never pass as a token, nor the other way round.
   */
  keyFor(purpose: string): Buffer {
    return createHmac('sha256', this.secret).update(`key:${purpose}`).digest();
  }

  /** The token's claims; 401 'Token expired' or 'Invalid token' otherwise. */
  async check(token: string): Promise<TokenClaims> {
    let payload: unknown;
    try {
      payload = await verify(token, this.secret, ALGORITHM);
    } catch (error) {
      throw unauthorized(
        error instanceof JwtTokenExpired ? authMessages.tokenExpired : authMessages.invalidToken,
      );
    }
    const claims = TokenClaims.safeParse(payload);
    if (!claims.success) throw unauthorized(authMessages.invalidToken);
    return claims.data;
  }
}
