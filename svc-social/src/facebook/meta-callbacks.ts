import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { MetaDataDeletionResponse, MetaDeauthorizeResponse } from '@studio/contracts';
import { ApiError, type Clock, type Db, mountRoute, type ServiceApp } from '@studio/kit';
import { eq } from 'drizzle-orm';
import { facebookConnections, metaDataRequests } from '../db/schema.ts';
import { disconnect } from './connections.ts';

const invalid = () => new ApiError(400, 'invalid_signed_request', 'The signed request is not valid.');

/**
 * Meta's `signed_request`: `{signature}.{payload}`, both base64url, the signature HMAC-SHA256 of the
 * payload with the app secret; the payload's `user_id` is the person's app-scoped id, `algorithm`
 * HMAC-SHA256 (the data deletion callback page's parse_signed_request,
 * https://developers.facebook.com/docs/development/create-an-app/app-dashboard/data-deletion-callback).
 * Anything else is refused.
 */
export function userOfSignedRequest(signedRequest: string, appSecret: string): string {
  const [signature, payload, ...rest] = signedRequest.split('.');
  if (!signature || !payload || rest.length > 0) throw invalid();
  const expected = createHmac('sha256', appSecret).update(payload).digest();
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw invalid();
  let data: { algorithm?: unknown; user_id?: unknown };
  try {
    data = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    throw invalid();
  }
  const user = typeof data.user_id === 'number' ? String(data.user_id) : data.user_id;
  if (String(data.algorithm).toUpperCase() !== 'HMAC-SHA256' || typeof user !== 'string' || !user)
    throw invalid();
  return user;
}

type Deps = { db: Db; clock: Clock; afterCommit: () => void; appSecret: string; canonicalUrl: string };

/**
 * Deletes the Meta data of every account the person connected (their login's tokens, the selected
 * pages and their page tokens, pending logins: disconnect) and records the request.
 */
async function forget(deps: Deps, kind: 'deauthorize' | 'data_deletion', facebookUserId: string) {
  const connected = await deps.db
    .select({ accountId: facebookConnections.accountId })
    .from(facebookConnections)
    .where(eq(facebookConnections.facebookUserId, facebookUserId));
  for (const { accountId } of connected) await disconnect(deps, accountId);
  const confirmationCode = randomBytes(9).toString('base64url');
  await deps.db.insert(metaDataRequests).values({
    kind,
    facebookUserId,
    confirmationCode,
    accountIds: connected.map((c) => c.accountId),
    createdAt: deps.clock(),
  });
  if (connected.length > 0) deps.afterCommit();
  return confirmationCode;
}

/** The status of a data deletion, in Greek and English: done when it was asked. */
const deletionStatusPage = (code: string, at: Date) => `<!doctype html>
<html lang="el"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Post Studio: διαγραφή δεδομένων / data deletion</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 2rem auto; padding: 0 1rem; line-height: 1.5">
<h1>Διαγραφή δεδομένων Facebook και Instagram</h1>
<p>Κωδικός επιβεβαίωσης: <strong>${code}</strong></p>
<p>Ολοκληρώθηκε στις ${at.toISOString()}: η σύνδεση με το Facebook, τα διακριτικά πρόσβασης και οι σελίδες που είχαν επιλεγεί στο Post Studio διαγράφηκαν.</p>
<h2 lang="en">Facebook and Instagram data deletion</h2>
<p lang="en">Confirmation code: <strong>${code}</strong>. Completed at ${at.toISOString()}: the Facebook login, its access tokens and the pages chosen in Post Studio were deleted.</p>
</body></html>`;

const signedRequestOf = async (body: Record<string, unknown>) => {
  const value = body.signed_request;
  if (typeof value !== 'string' || !value) throw invalid();
  return value;
};

/**
 * Meta's deauthorize callback (the person removed the app in their Facebook settings) and data
 * deletion callback (the person asked for their data to be deleted), set in the app's Facebook Login
 * settings at `${PUBLIC_URL}/api/facebook/deauthorize` and `/api/facebook/data-deletion`
 * (https://developers.facebook.com/docs/development/create-an-app/app-dashboard/data-deletion-callback).
 * Both delete the person's connections' Meta data at once; the second answers where its status is shown.
 */
export function metaCallbackRoutes(app: ServiceApp, deps: Deps) {
  mountRoute(app, 'POST /api/facebook/deauthorize', async (c) => {
    const user = userOfSignedRequest(await signedRequestOf(await c.req.parseBody()), deps.appSecret);
    await forget(deps, 'deauthorize', user);
    return c.json({ success: true } satisfies MetaDeauthorizeResponse);
  });

  mountRoute(app, 'POST /api/facebook/data-deletion', async (c) => {
    const user = userOfSignedRequest(await signedRequestOf(await c.req.parseBody()), deps.appSecret);
    const code = await forget(deps, 'data_deletion', user);
    return c.json({
      url: `${deps.canonicalUrl}/api/facebook/data-deletion/${code}`,
      confirmation_code: code,
    } satisfies MetaDataDeletionResponse);
  });

  // A page a person reads (Meta asks for a human-readable status at the link it shows them).
  mountRoute(app, 'GET /api/facebook/data-deletion/:token', async (c) => {
    const [row] = await deps.db
      .select()
      .from(metaDataRequests)
      .where(eq(metaDataRequests.confirmationCode, c.req.param('token')));
    if (row?.kind !== 'data_deletion')
      throw new ApiError(404, 'not_found', 'No data deletion request has this code.');
    return c.html(deletionStatusPage(row.confirmationCode, row.createdAt));
  });
}
