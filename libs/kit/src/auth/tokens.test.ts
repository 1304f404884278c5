import { sign } from 'hono/jwt';
import { describe, expect, it } from 'vitest';
import { TokenSigner } from './tokens.ts';

const subject = {
  sub: 'user:1',
  sid: 'session-1',
  role: 'admin' as const,
  accountId: null,
  actingAdminId: null,
};

describe('TokenSigner', () => {
  const signer = new TokenSigner('s'.repeat(40));

  it('round-trips the claims of a token', async () => {
    const token = await signer.issue(subject, new Date(Date.now() + 60_000));
    expect(await signer.check(token)).toMatchObject(subject);
  });

  it('refuses an expired token with "Token expired"', async () => {
    const token = await signer.issue(subject, new Date(Date.now() - 1_000));
    await expect(signer.check(token)).rejects.toMatchObject({ status: 401, message: 'Token expired' });
  });

  it('refuses a tampered or foreign token with "Invalid token"', async () => {
    const token = await signer.issue(subject, new Date(Date.now() + 60_000));
    const [header, , signature] = token.split('.');
    const forgedPayload = Buffer.from(JSON.stringify({ ...subject, role: 'admin', accountId: 5 })).toString(
      'base64url',
    );
    await expect(signer.check(`${header}.${forgedPayload}.${signature}`)).rejects.toMatchObject({
      message: 'Invalid token',
    });
    const foreign = await new TokenSigner('o'.repeat(40)).issue(subject, new Date(Date.now() + 60_000));
    await expect(signer.check(foreign)).rejects.toMatchObject({ status: 401, message: 'Invalid token' });
    await expect(signer.check('garbage')).rejects.toMatchObject({ message: 'Invalid token' });
  });

  it('takes the tokens signed before (hono/jwt HS256): sessions survive the change of signer', async () => {
    const now = Math.floor(Date.now() / 1000);
    const token = await sign({ ...subject, iat: now, exp: now + 60 }, 's'.repeat(40), 'HS256');
    expect(await signer.check(token)).toMatchObject(subject);
  });

  it('refuses a token of another algorithm, with no signature, issued in the future or not valid yet', async () => {
    const now = Math.floor(Date.now() / 1000);
    const secret = 's'.repeat(40);
    const claims = { ...subject, iat: now, exp: now + 60 };
    const hs512 = await sign(claims, secret, 'HS512');
    await expect(signer.check(hs512)).rejects.toMatchObject({ status: 401, message: 'Invalid token' });
    const none = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.`;
    await expect(signer.check(none)).rejects.toMatchObject({ message: 'Invalid token' });
    const [header, payload] = (await signer.issue(subject, new Date(Date.now() + 60_000))).split('.');
    await expect(signer.check(`${header}.${payload}.`)).rejects.toMatchObject({ message: 'Invalid token' });
    const future = await sign({ ...claims, iat: now + 600 }, secret, 'HS256');
    await expect(signer.check(future)).rejects.toMatchObject({ message: 'Invalid token' });
    const notYet = await sign({ ...claims, nbf: now + 600 }, secret, 'HS256');
    await expect(signer.check(notYet)).rejects.toMatchObject({ message: 'Invalid token' });
  });

  it('refuses a short secret', () => {
    expect(() => new TokenSigner('short')).toThrow(/32/);
  });
});
