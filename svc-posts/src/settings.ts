import type { Writer } from '@studio/ai';
import type { PostsSettingsResponse } from '@studio/contracts';
import type { Auth, KitEnv, Mailer } from '@studio/kit';
import { Hono } from 'hono';

/** GET /api/posts/settings: which writer and which mail delivery answer, so screens can say so. */
export function settingsRoutes({ auth, writer, mailer }: { auth: Auth; writer: Writer; mailer: Mailer }) {
  const app = new Hono<KitEnv>();
  app.get('/settings', auth.anyone, (c) =>
    c.json({
      writer: { kind: writer.kind, model: writer.model },
      email: { delivery: mailer.delivery },
    } satisfies PostsSettingsResponse),
  );
  return app;
}
