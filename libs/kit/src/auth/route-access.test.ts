import { randomUUID } from 'node:crypto';
import { authMessages, type MemberRole, routeTable } from '@studio/contracts';
import { describe, expect, it } from 'vitest';
import { createServiceApp } from '../app.ts';
import { createLogger } from '../logger.ts';
import { createAuth } from './middleware.ts';
import { routeAccessFromTable } from './route-access.ts';
import { TokenSigner } from './tokens.ts';

/** A route's `memberRoles` in the route table refuse the business users of other roles. */
const signer = new TokenSigner('route-access-test-secret-0123456789abcdef');
const inAnHour = () => new Date(Date.now() + 3_600_000);

function appOf() {
  const app = createServiceApp({ service: 'auth', logger: createLogger('route-access-test', 'silent') });
  const auth = createAuth({ signer, isRevoked: () => false });
  app.use(routeAccessFromTable('auth', auth));
  // Team routes (owner only) and company info (read: every member; change: owner and marketer).
  app.get('/api/team-members', (c) => c.json({ ok: true }));
  app.post('/api/v2/company-info', (c) => c.json({ ok: true }));
  app.get('/api/v2/company-info', (c) => c.json({ ok: true }));
  app.get('/api/accounts', (c) => c.json({ ok: true }));
  return app;
}

const business = (memberRole?: MemberRole, actingAdminId: number | null = null) =>
  signer.issue(
    {
      sub: 'admin-user:7',
      sid: randomUUID(),
      role: 'business_admin',
      accountId: 1,
      actingAdminId,
      ...(memberRole ? { memberRole } : {}),
    },
    inAnHour(),
  );
const admin = () =>
  signer.issue(
    { sub: 'user:1', sid: randomUUID(), role: 'admin', accountId: null, actingAdminId: null },
    inAnHour(),
  );

async function call(method: string, path: string, token: string) {
  const res = await appOf().request(path, { method, headers: { Authorization: `Bearer ${token}` } });
  return { status: res.status, body: (await res.json()) as { error?: string; message?: string } };
}

describe('route access by member role', () => {
  it('names the roles of the team routes and of what a medical reviewer may not change', () => {
    expect(routeTable['GET /api/team-members'].memberRoles).toEqual(['owner']);
    expect(routeTable['PUT /api/bulk-posts/:id'].memberRoles).toEqual(['owner', 'marketer']);
    expect('memberRoles' in routeTable['GET /api/bulk-posts']).toBe(false);
  });

  it('lets the owner call an owner-only route, and refuses a marketer and a reviewer in Greek', async () => {
    expect((await call('GET', '/api/team-members', await business('owner'))).status).toBe(200);
    for (const role of ['marketer', 'medical_reviewer'] as const) {
      const { status, body } = await call('GET', '/api/team-members', await business(role));
      expect(status).toBe(403);
      expect(body).toEqual({ error: 'role_forbidden', message: authMessages.roleForbidden });
    }
  });

  it('takes a token without a role (issued before roles) and an admin acting as the business as the owner', async () => {
    expect((await call('GET', '/api/team-members', await business())).status).toBe(200);
    expect((await call('GET', '/api/team-members', await business(undefined, 1))).status).toBe(200);
  });

  it('lets every member read, and only owners and marketers change', async () => {
    for (const role of ['owner', 'marketer', 'medical_reviewer'] as const)
      expect((await call('GET', '/api/v2/company-info', await business(role))).status).toBe(200);
    expect((await call('POST', '/api/v2/company-info', await business('marketer'))).status).toBe(200);
    const refused = await call('POST', '/api/v2/company-info', await business('medical_reviewer'));
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe('role_forbidden');
  });

  it('leaves the access check first: the admin is refused a business route as before, with no role check', async () => {
    const { status, body } = await call('GET', '/api/team-members', await admin());
    expect(status).toBe(403);
    expect(body.error).toBe('forbidden');
    expect((await call('GET', '/api/accounts', await business('owner'))).status).toBe(403);
  });
});
