import type { Writer } from '@studio/ai';
import type { PostsSettingsResponse } from '@studio/contracts';
import type { KitEnv, Mailer } from '@studio/kit';
import { Hono } from 'hono';

/** GET /api/posts/settings: which writer and which mail delivery answer, so screens can say so. */
export function settingsRoutes({ writer, mailer }: { writer: Writer; mailer: Mailer }) {
  const app = new Hono<KitEnv>();
  app.get('/settings', (c) =>
    c.json({
      writer: { kind: writer.kind, model: writer.model },
      email: { delivery: mailer.delivery },
    } satisfies PostsSettingsResponse),
  );
  return app;
}
