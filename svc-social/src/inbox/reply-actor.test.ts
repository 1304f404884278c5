import type { TokenClaims } from '@studio/contracts';
import { describe, expect, it } from 'vitest';
import { actorOfClaims } from './replies.ts';

const claims = (fields: Partial<TokenClaims>): TokenClaims => ({
  sub: 'admin-user:4',
  sid: 's',
  role: 'business_admin',
  accountId: 1,
  actingAdminId: null,
  exp: 0,
  iat: 0,
  ...fields,
});

describe('who a reply records', () => {
  it('names a business user by their e-mail, not «Χρήστης #4»', () => {
    expect(actorOfClaims(claims({ email: 'maria@clinic.gr' }))).toEqual({
      userId: 4,
      name: 'maria@clinic.gr',
    });
    // A token issued before e-mails were in it.
    expect(actorOfClaims(claims({})).name).toBe('Χρήστης #4');
  });
});
