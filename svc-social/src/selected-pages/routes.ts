import type { MessageResponse, SaveSelectedPagesRequest, SelectedPagesResponse } from '@studio/contracts';
import {
  ApiError,
  accountIdOf,
  badRequest,
  conflict,
  emit,
  isUniqueViolation,
  mountRoute,
  type ServiceApp,
} from '@studio/kit';
import { asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { facebookConnections, outbox, selectedPages } from '../db/schema.ts';
import type { SocialDeps } from '../deps.ts';
import { findConnection, markReconnectRequired } from '../facebook/connections.ts';
import { NOT_CONNECTED_MESSAGE, RECONNECT_MESSAGE } from '../facebook/pages.ts';
import { GraphError } from '../graph/graph-errors.ts';

type Page = z.output<typeof SaveSelectedPagesRequest>['pages'][number];

/** Placeholders the portal may show before anything is connected; never stored. */
const SAMPLE_IDS = new Set(['sample', 'ig_sample']);

/** What the connected login may select: its pages, and the Instagram accounts linked to them. */
type Granted = {
  pages: Map<string, string>;
  instagram: Map<string, { pageId: string; token: string }>;
};

const noGrant = (): Granted => ({ pages: new Map(), instagram: new Map() });

/**
 * What Facebook says the account may select, with the page tokens to publish with: an Instagram
 * account publishes with the token of the page it is linked to. Without a connection nothing can be
 * selected: a token the browser sends is never taken.
 */
async function grantedTo(deps: SocialDeps, accountId: number): Promise<Granted> {
  const connection = await findConnection(deps.db, accountId);
  if (!connection) throw new ApiError(409, 'not_connected', NOT_CONNECTED_MESSAGE);
  if (connection.status === 'reconnect_required')
    throw new ApiError(409, 'reconnect_required', RECONNECT_MESSAGE);
  try {
    const pages = await deps.graph.listPages(deps.cipher.decrypt(connection.longLivedTokenEncrypted));
    const granted = noGrant();
    for (const page of pages) {
      granted.pages.set(page.id, page.accessToken);
      if (page.instagram)
        granted.instagram.set(page.instagram.id, { pageId: page.id, token: page.accessToken });
    }
    return granted;
  } catch (error) {
    if (!(error instanceof GraphError)) throw error;
    if (error.kind === 'reconnect_required') {
      await markReconnectRequired(deps, accountId);
      throw new ApiError(409, 'reconnect_required', RECONNECT_MESSAGE);
    }
    throw new ApiError(502, 'upstream', `Το Facebook δεν απάντησε: ${error.message}`);
  }
}

/**
 * The token a selection is stored with; refuses what the connected login does not manage. An Instagram
 * entry names its account in instagramId (or pageId), and in pageId either that account or its page.
 */
function tokenFor(page: Page, granted: Granted): string {
  const refuse = () =>
    badRequest(`Η σελίδα «${page.pageName}» δεν ανήκει στον συνδεδεμένο λογαριασμό Facebook.`);
  if (page.platform === 'facebook') {
    const token = granted.pages.get(page.pageId);
    if (!token) throw refuse();
    return token;
  }
  const account = granted.instagram.get(page.instagramId ?? page.pageId);
  if (!account || ![account.pageId, page.instagramId ?? page.pageId].includes(page.pageId)) throw refuse();
  return account.token;
}

/** /api/selected-pages: the pages and Instagram accounts a business publishes to. */
export function selectedPageRoutes(app: ServiceApp, deps: SocialDeps) {
  const { db, clock, cipher, afterCommit, health } = deps;

  mountRoute(app, 'GET /api/selected-pages', async (c) => {
    const rows = await db
      .select()
      .from(selectedPages)
      .where(eq(selectedPages.accountId, accountIdOf(c)))
      .orderBy(asc(selectedPages.id));
    const body: SelectedPagesResponse = {
      success: true,
      selectedPages: rows.map((r) => ({
        id: r.id,
        pageId: r.pageId,
        pageName: r.pageName,
        pageCategory: r.pageCategory,
        platform: r.platform,
        isActive: r.isActive,
        instagramId: r.instagramId,
        instagramUsername: r.instagramUsername,
      })),
    };
    return c.json(body);
  });

  mountRoute(app, 'POST /api/selected-pages', async (c) => {
    const accountId = accountIdOf(c);
    // One row per platform and page: a repeated entry is the same choice, the last one wins.
    const unique = new Map<string, Page>();
    for (const page of c.req.valid('json').pages) {
      if (!SAMPLE_IDS.has(page.pageId) && !SAMPLE_IDS.has(page.instagramId ?? ''))
        unique.set(`${page.platform}:${page.pageId}`, page);
    }
    const pages = [...unique.values()];
    // An empty selection needs no connection: it is how a business stops publishing anywhere.
    const granted = pages.length > 0 ? await grantedTo(deps, accountId) : noGrant();
    const rows = pages.map((page) => {
      const token = tokenFor(page, granted);
      return {
        accountId,
        pageId: page.pageId,
        pageName: page.pageName,
        pageCategory: page.pageCategory ?? null,
        platform: page.platform,
        accessTokenEncrypted: cipher.encrypt(token),
        instagramId: page.instagramId ?? null,
        instagramUsername: page.instagramUsername ?? null,
        isActive: page.isActive,
      };
    });
    try {
      await db.transaction(async (tx) => {
        // Other pages, other problems: the connection is checked again at once. First, so the
        // connection's row stays locked until the new pages are committed: a check cannot claim it in
        // between and read the old pages. The clock's time, not the transaction's start: a check claimed
        // after that start, and before this statement, must see itself overtaken (checker.ts nextCheckIn).
        await tx
          .update(facebookConnections)
          .set({ healthCheckDueAt: sql`clock_timestamp()` })
          .where(eq(facebookConnections.accountId, accountId));
        await tx.delete(selectedPages).where(eq(selectedPages.accountId, accountId));
        if (rows.length > 0) await tx.insert(selectedPages).values(rows);
        const active = rows.filter((r) => r.isActive);
        await emit(tx, outbox, 'social.pages.changed', {
          accountId,
          pageCount: active.length,
          // In the order GET answers them, so both name the same page first.
          pages: active.map((r) => ({
            platform: r.platform,
            pageName: r.pageName,
            instagramUsername: r.instagramUsername,
          })),
          at: clock().toISOString(),
        });
      });
    } catch (error) {
      // Two saves at once: the other one won, and the business's last choice is the one stored.
      if (isUniqueViolation(error))
        throw conflict('Οι επιλογές αλλάζουν ήδη από άλλο παράθυρο. Δοκιμάστε ξανά.');
      throw error;
    }
    afterCommit();
    health.kick();
    return c.json({ success: true, message: 'Οι επιλογές σας αποθηκεύτηκαν.' } satisfies MessageResponse);
  });
}
