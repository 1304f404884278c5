import { type AdminCalendarResponse, postGoesToGoogle } from '@studio/contracts';
import { type Auth, badRequest, type Db, mountRoute, type ServiceApp } from '@studio/kit';
import { and, asc, eq, gte, inArray, lt, or } from 'drizzle-orm';
import { bulkGeneratedPosts, googleLocationsCopy } from '../db/schema.ts';

type Deps = { db: Db; auth: Auth; now: () => Date };

const DAY = 86_400_000;
const MAX_DAYS = 62;
export const PERIOD_TOO_LONG = `The period can be at most ${MAX_DAYS} days, and must end after it starts.`;

/** Which of these accounts have chosen Google locations, as svc-social last announced them. */
async function accountsWithGoogleLocations(db: Db, accountIds: number[]): Promise<Set<number>> {
  if (!accountIds.length) return new Set();
  const copies = await db
    .select()
    .from(googleLocationsCopy)
    .where(inArray(googleLocationsCopy.accountId, accountIds));
  return new Set(copies.filter((copy) => copy.locations.length > 0).map((copy) => copy.accountId));
}

/**
 * The platform admin's Content Calendar: the posts of every account in a period, by date,
 * optionally of one account or in one state. Read-only: moving a post stays the business's own act.
 */
export function calendarRoutes(app: ServiceApp, { db, now }: Deps) {
  mountRoute(app, 'GET /api/posts/calendar', async (c) => {
    const query = c.req.valid('query');
    const at = now().getTime();
    const from = query.from ? new Date(query.from) : new Date(at - 31 * DAY);
    const to = query.to ? new Date(query.to) : new Date(at + 31 * DAY);
    const span = to.getTime() - from.getTime();
    if (span <= 0 || span > MAX_DAYS * DAY) throw badRequest(PERIOD_TOO_LONG, 'validation');
    const p = bulkGeneratedPosts;
    const rows = await db
      .select({
        id: p.id,
        accountId: p.accountId,
        productName: p.productName,
        content: p.content,
        scheduledDate: p.scheduledDate,
        productImage: p.productImage,
        postStatus: p.postStatus,
        publishedPages: p.publishedPages,
        unconfirmedPages: p.unconfirmedPages,
      })
      .from(p)
      .where(
        and(
          gte(p.scheduledDate, from),
          lt(p.scheduledDate, to),
          query.accountId ? eq(p.accountId, query.accountId) : undefined,
          query.state === 'draft'
            ? or(eq(p.postStatus, 'draft'), eq(p.postStatus, 'pending'))
            : query.state
              ? eq(p.postStatus, query.state)
              : undefined,
        ),
      )
      .orderBy(asc(p.scheduledDate), asc(p.id));
    const toGoogle = await accountsWithGoogleLocations(db, [...new Set(rows.map((row) => row.accountId))]);
    return c.json({
      success: true,
      posts: rows.map(({ publishedPages, unconfirmedPages, ...row }) => ({
        ...row,
        scheduledDate: row.scheduledDate?.toISOString() ?? null,
        image: row.productImage,
        postStatus: row.postStatus === 'pending' ? 'draft' : row.postStatus,
        google: postGoesToGoogle(
          { postStatus: row.postStatus, publishedPages, unconfirmedPages },
          toGoogle.has(row.accountId),
        ),
      })),
    } satisfies AdminCalendarResponse);
  });
}
