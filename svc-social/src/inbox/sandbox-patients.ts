import { authMessages } from '@studio/contracts';
import type { SandboxPatients } from '@studio/facebook-sandbox';
import { type Auth, forbidden, type KitEnv } from '@studio/kit';
import type { Context } from 'hono';
import { takeDelivery, type WebhookDeps } from './deliveries.ts';
import { targetsOf } from './ingest.ts';
import { signatureOf } from './webhook.ts';

/**
 * The sandbox page's patients (FACEBOOK_SANDBOX=true): what they write on the sandbox reaches the inbox
 * as Meta's deliveries do, signed with the sandbox app's secret and taken by the webhook. They write to
 * the business's own sandbox pages, or to a page it chose. The sandbox's part (its routes, what it keeps)
 * is the sandbox's own (libs/facebook-sandbox's patients.ts).
 */
export function sandboxPatientsOf(deps: WebhookDeps, auth: Pick<Auth, 'authenticate'>): SandboxPatients {
  return {
    async callerOf(c) {
      const { accountId } = await auth.authenticate(c as Context<KitEnv>);
      if (accountId === null) throw forbidden(authMessages.forbidden);
      return accountId;
    },
    deliver(payload) {
      const body = JSON.stringify(payload);
      return takeDelivery(deps, new TextEncoder().encode(body), signatureOf(body, deps.appSecret));
    },
    async pageSelected(userKey, platform, pageId) {
      return (await targetsOf(deps.db, platform, pageId)).some((t) => t.accountId === userKey);
    },
  };
}
