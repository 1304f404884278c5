import type { InboxWebhookAck } from '@studio/contracts';
import { mountRoute, type ServiceApp } from '@studio/kit';
import { refused, takeDelivery, type WebhookDeps } from './deliveries.ts';

/** GET and POST /api/inbox/webhook: Meta's subscription check and its deliveries (public: signed). */
export function webhookRoutes(app: ServiceApp, deps: WebhookDeps) {
  mountRoute(app, 'GET /api/inbox/webhook', (c) => {
    const mode = c.req.query('hub.mode');
    const token = c.req.query('hub.verify_token');
    const challenge = c.req.query('hub.challenge');
    if (mode !== 'subscribe' || !deps.verifyToken || token !== deps.verifyToken || !challenge)
      throw refused('The verify token does not match META_WEBHOOK_VERIFY_TOKEN.');
    return c.text(challenge);
  });
  mountRoute(app, 'POST /api/inbox/webhook', async (c) => {
    const raw = new Uint8Array(await c.req.arrayBuffer());
    const received = await takeDelivery(deps, raw, c.req.header('X-Hub-Signature-256'));
    return c.json({ success: true, received } satisfies InboxWebhookAck);
  });
}
