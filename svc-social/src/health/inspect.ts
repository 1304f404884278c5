import { FEATURE_SCOPES, type MetaFeature, PUBLISHING_SCOPES } from '@studio/contracts';
import type { Db, Logger } from '@studio/kit';
import { and, desc, eq, sql } from 'drizzle-orm';
import { timeZoneOf } from '../accounts/time-zones.ts';
import type { TokenCipher } from '../crypto/token-cipher.ts';
import { publishedPosts } from '../db/schema.ts';
import type { Connection } from '../facebook/connections.ts';
import type { GraphClient, GraphPage, TokenInfo } from '../graph/graph-client.ts';
import { GraphError } from '../graph/graph-errors.ts';
import type { SelectedTarget } from '../selected-pages/targets.ts';
import {
  type FoundProblem,
  featurePermissionsMissing,
  type HealthTarget,
  instagramUnlinked,
  noTargets,
  PERMISSION_USES,
  pageAccessLost,
  pageRole,
  permissionMissing,
  publishingAuthorization,
  tokenExpiring,
  tokenInvalid,
} from './problems.ts';

/** What inspecting a connection needs: the database, Facebook, the key of stored tokens, and two thresholds. */
export type InspectDeps = {
  db: Db;
  graph: GraphClient;
  cipher: TokenCipher;
  logger: Logger;
  expiryWarningMs: number;
  refreshBeforeMs: number;
  /** The time the login's end is judged against. */
  now: Date;
};

/** What a check found: the problems, whether the login works, its end, a fresh login, the pages' current tokens. */
export type Inspection = {
  found: FoundProblem[];
  valid: boolean;
  expiresAt: Date | null;
  newToken: { token: string; expiresAt: Date | null } | null;
  pageTokens: { rowId: number; sealed: string | null; token: string }[];
};

/** The roles on a page that may publish there. */
const PUBLISHING_TASKS = ['CREATE_CONTENT', 'MANAGE'];
/** How Meta names Page Publishing Authorization in a refusal (no dedicated code is documented). */
const PPA = /publishing authori[sz]ation/i;

const earliest = (...moments: (Date | null)[]) =>
  moments.reduce<Date | null>((first, at) => (at && (!first || at < first) ? at : first), null);

const expiryOf = (info: TokenInfo) => earliest(info.expiresAt, info.dataAccessExpiresAt);

export const plain = ({ platform, pageId, pageName }: HealthTarget): HealthTarget => ({
  platform,
  pageId,
  pageName,
});

export const openToken = (cipher: TokenCipher, sealed: string | null) => {
  if (!sealed) return null;
  try {
    return cipher.decrypt(sealed);
  } catch {
    // Sealed with another key (SOCIAL_TOKEN_KEY changed): as good as none.
    return null;
  }
};

/** The login exchanged for a fresh one when it nears its end; the old one when Facebook would not extend it. */
const refreshed = async (
  { graph, logger, refreshBeforeMs, now }: InspectDeps,
  connection: Connection,
  token: string,
  info: TokenInfo,
) => {
  const expiry = expiryOf(info);
  if (!expiry || expiry.getTime() - now.getTime() > refreshBeforeMs) return { token, info, renewed: false };
  try {
    const fresh = await graph.longLivedToken(token);
    const freshInfo = await graph.debugToken(fresh.accessToken);
    const freshExpiry = expiryOf(freshInfo);
    if (!freshInfo.valid || (freshExpiry && freshExpiry <= expiry)) return { token, info, renewed: false };
    logger.info({ accountId: connection.accountId }, 'Facebook login refreshed before its expiry');
    return { token: fresh.accessToken, info: freshInfo, renewed: true };
  } catch (error) {
    if (!(error instanceof GraphError)) throw error;
    logger.warn({ err: error, accountId: connection.accountId }, 'the Facebook login could not be refreshed');
    return { token, info, renewed: false };
  }
};

/** The page a target is published through, among the login's pages. */
const pageOf = (target: SelectedTarget, pages: GraphPage[]) =>
  target.platform === 'facebook'
    ? pages.find((p) => p.id === target.pageId)
    : pages.find((p) => p.instagram?.id === target.pageId);

/** Whether Facebook last refused this target for Page Publishing Authorization (no publication since). */
const lastRefusedForPpa = async (db: Db, accountId: number, target: HealthTarget) => {
  const [last] = await db
    .select({ status: publishedPosts.status, error: publishedPosts.error })
    .from(publishedPosts)
    .where(
      and(
        eq(publishedPosts.accountId, accountId),
        eq(publishedPosts.pageId, target.pageId),
        eq(publishedPosts.platform, target.platform),
        sql`${publishedPosts.status} in ('published', 'failed', 'deleted')`,
      ),
    )
    .orderBy(desc(publishedPosts.updatedAt))
    .limit(1);
  return last?.status === 'failed' && PPA.test(last.error ?? '');
};

/**
 * The permissions the login lacks, wholly or for some of the selected pages ("Edit access"): publishing's,
 * and those of the features the business turned on (a feature left off asks for nothing).
 */
async function permissionProblems(
  graph: GraphClient,
  token: string,
  info: TokenInfo,
  all: HealthTarget[],
  features: readonly MetaFeature[],
): Promise<FoundProblem[]> {
  const found: FoundProblem[] = [];
  const granted = new Set(
    (await graph.permissions(token)).filter((p) => p.status === 'granted').map((p) => p.permission),
  );
  for (const feature of features) {
    const missing = FEATURE_SCOPES[feature].filter((permission) => !granted.has(permission));
    if (missing.length > 0) found.push(featurePermissionsMissing(feature, missing));
  }
  for (const permission of PUBLISHING_SCOPES) {
    const platform = PERMISSION_USES[permission]?.platform;
    const concerned = platform ? all.filter((t) => t.platform === platform) : [];
    if (!granted.has(permission)) {
      found.push(permissionMissing(permission, concerned));
      continue;
    }
    // Given for some pages only ("Edit access"): the selected ones left out cannot be published to.
    const only = info.targetsOf[permission];
    const left =
      only && PERMISSION_USES[permission]?.blocking ? concerned.filter((t) => !only.includes(t.pageId)) : [];
    if (left.length > 0) found.push(permissionMissing(permission, left));
  }
  return found;
}

/** Each selected target's page among the login's: its access, its role, its Instagram link, its last refusal; and their page tokens. */
async function pageProblems(
  { db, graph }: InspectDeps,
  connection: Connection,
  token: string,
  targets: SelectedTarget[],
) {
  const found: FoundProblem[] = [];
  const pages = await graph.listPages(token);
  const pageTokens: { rowId: number; sealed: string | null; token: string }[] = [];
  for (const target of targets) {
    const page = pageOf(target, pages);
    if (!page) {
      const linked = target.linkedPageId ? pages.some((p) => p.id === target.linkedPageId) : false;
      found.push(
        target.platform === 'instagram' && linked
          ? instagramUnlinked(plain(target))
          : pageAccessLost(plain(target), connection.facebookUserName),
      );
      continue;
    }
    pageTokens.push({ rowId: target.rowId, sealed: target.sealedToken, token: page.accessToken });
    if (page.tasks && !page.tasks.some((task) => PUBLISHING_TASKS.includes(task)))
      found.push(pageRole(plain(target)));
    else if (await lastRefusedForPpa(db, connection.accountId, target))
      found.push(publishingAuthorization(plain(target)));
  }
  return { found, pageTokens };
}

/**
 * What is wrong with the connection, asking Facebook; throws a GraphError 'upstream' when Facebook
 * does not answer (the check is tried again later, its last findings kept).
 */
export async function inspectConnection(
  deps: InspectDeps,
  connection: Connection,
  targets: SelectedTarget[],
): Promise<Inspection> {
  const { graph, cipher, expiryWarningMs } = deps;
  const found: FoundProblem[] = [];
  const all = targets.map(plain);
  const userToken =
    connection.status === 'connected' ? openToken(cipher, connection.longLivedTokenEncrypted) : null;
  if (!userToken)
    return { found: [tokenInvalid(all)], valid: false, expiresAt: null, newToken: null, pageTokens: [] };
  const first = await graph.debugToken(userToken);
  if (!first.valid)
    return { found: [tokenInvalid(all)], valid: false, expiresAt: null, newToken: null, pageTokens: [] };
  const { token, info, renewed } = await refreshed(deps, connection, userToken, first);
  const expiresAt = expiryOf(info);
  if (expiresAt && expiresAt.getTime() - deps.now.getTime() < expiryWarningMs)
    found.push(tokenExpiring(expiresAt, all, await timeZoneOf(deps.db, connection.accountId)));

  found.push(...(await permissionProblems(graph, token, info, all, connection.features)));
  const { found: onPages, pageTokens } = await pageProblems(deps, connection, token, targets);
  found.push(...onPages);
  if (targets.length === 0) found.push(noTargets());
  return { found, valid: true, expiresAt, newToken: renewed ? { token, expiresAt } : null, pageTokens };
}
