import type { Writer } from '@studio/ai';
import type { PostsSettingsResponse } from '@studio/contracts';
import { type Mailer, mountRoute, type ServiceApp } from '@studio/kit';

/** GET /api/posts/settings: which writer and which mail delivery answer, so screens can say so. */
export function settingsRoutes(app: ServiceApp, { writer, mailer }: { writer: Writer; mailer: Mailer }) {
  mountRoute(app, 'GET /api/posts/settings', (c) =>
    c.json({
      writer: { kind: writer.kind, model: writer.model },
      email: { delivery: mailer.delivery },
    } satisfies PostsSettingsResponse),
  );
}
