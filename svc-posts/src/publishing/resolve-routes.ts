import { RESOLVED_MARK_PUBLISHED, RESOLVED_PUBLISH_AGAIN } from '@studio/contracts';
import { type Auth, accountIdOf, type Db, mountRoute, parseId, type ServiceApp } from '@studio/kit';
import { toBulkPost } from '../posts/bulk-post-shape.ts';
import { resolveUnconfirmed } from '../posts/post-state.ts';
import { ownedPost } from '../posts/queries.ts';
import { storePostChange } from '../posts/store.ts';
import { appendStep, personOf } from '../records/steps.ts';

type Deps = {
  db: Db;
  auth: Auth;
  now: () => Date;
  /** The post was put back for svc-social: look for due posts now. */
  onResolved: () => void;
};

/**
 * POST /api/bulk-posts/{id}/resolve: the business looked at its pages and says whether a post left
 * unconfirmed is there. Either way the post goes back to svc-social with the decision, so the targets
 * are settled there, by the holder of their claims, like any publication.
 */
export function resolveRoutes(app: ServiceApp, { db, now, onResolved }: Deps) {
  mountRoute(app, 'POST /api/bulk-posts/:id/resolve', async (c) => {
    const accountId = accountIdOf(c);
    const id = parseId(c.req.param('id'), 'Post');
    const { resolution } = c.req.valid('json');
    const person = await personOf(db, c.get('auth'));
    const row = await db.transaction(async (tx) => {
      const current = await ownedPost(tx, accountId, id, true);
      const at = now();
      const updated = await storePostChange(tx, id, resolveUnconfirmed(current, resolution), at);
      await appendStep(tx, updated, { kind: 'resolved', actor: person, at, detail: { resolution } });
      return updated;
    });
    // Its time has passed: the scheduler hands it over at once.
    onResolved();
    return c.json({
      success: true,
      bulkPost: toBulkPost(row),
      message: resolution === 'mark_published' ? RESOLVED_MARK_PUBLISHED : RESOLVED_PUBLISH_AGAIN,
    });
  });
}
