import type { RulesToMatch } from '@studio/ai';
import { networkImagePath, type PostImage } from '@studio/contracts';
import { batched, type Db, perHandle } from '@studio/kit';
import { suspendedAmong } from '../accounts/lifecycle.ts';
import { complianceRefusalOf, currentRuleSet } from '../compliance/rules-copy.ts';
import { type SelectedTarget, selectedTargets, selectedTargetsOfEach } from '../selected-pages/targets.ts';
import type { Due, PublishContext } from './context.ts';
import type { Target } from './published-posts.ts';

const absolute = (origin: string, url: string) =>
  /^https?:\/\//i.test(url) ? url : `${origin}${url.startsWith('/') ? '' : '/'}${url}`;

/**
 * The post's images in order, absolute, as the network takes them: its media-library images, else its
 * one product image; a stored image is handed over as svc-catalog's variant for that network (a JPEG
 * within Instagram's ratios, made once: see networkImagePath), or for a Story its 9:16 picture on both
 * networks, the original staying as it is.
 */
export function imagesOf(ctx: PublishContext, due: Due, platform: Target['platform']): PostImage[] {
  const listed =
    due.images.length > 0 ? due.images : due.productImage ? [{ url: due.productImage, altText: null }] : [];
  const kind = due.format === 'story' ? 'story' : platform;
  return listed.map((image) => ({
    url: absolute(ctx.mediaUrl, networkImagePath(image.url, kind)),
    altText: image.altText,
  }));
}

/** A token sealed with another key (SOCIAL_TOKEN_KEY changed) is as good as none: the page must be reconnected. */
function openToken(ctx: PublishContext, sealed: string, pageId: string) {
  try {
    return ctx.cipher.decrypt(sealed);
  } catch (error) {
    ctx.logger.warn({ err: error, pageId }, 'a stored page token cannot be opened');
    return null;
  }
}

/** A selected target with its page token opened. */
const opened = (ctx: PublishContext, target: SelectedTarget): Target => ({
  platform: target.platform,
  pageId: target.pageId,
  pageName: target.pageName,
  token: target.sealedToken ? openToken(ctx, target.sealedToken, target.linkedPageId ?? target.pageId) : null,
});

/** The account's active selected pages and Instagram accounts, each with its page token opened. */
export const targetsOf = async (ctx: PublishContext, accountId: number): Promise<Target[]> =>
  (await selectedTargets(ctx.db, accountId)).map((target) => opened(ctx, target));

/** What a due post is judged by before any call: its account's suspension, the compliance rules, its targets. */
export type DueInputs = { suspended: boolean; compliance: string | null; targets: Target[] };

type Read = { suspended: boolean; ruleSet: RulesToMatch; targets: SelectedTarget[] };

/** The three reads of many due posts at once: three statements for all of them (see batched()). */
const readMany = perHandle((db: Db) =>
  batched(async (accountIds: number[]): Promise<Read[]> => {
    const ids = [...new Set(accountIds)];
    const [suspended, ruleSet, targets] = await Promise.all([
      suspendedAmong(db, ids),
      currentRuleSet(db),
      selectedTargetsOfEach(db, ids),
    ]);
    return accountIds.map((id) => ({
      suspended: suspended.has(id),
      ruleSet,
      targets: targets.get(id) ?? [],
    }));
  }),
);

/** A due post's account state, compliance verdict and targets, read with other handlers' posts. */
export async function dueInputsOf(ctx: PublishContext, due: Due): Promise<DueInputs> {
  const read = await readMany(ctx.db)(due.accountId);
  return {
    suspended: read.suspended,
    compliance: complianceRefusalOf(due, read.ruleSet),
    targets: read.targets.map((target) => opened(ctx, target)),
  };
}

/** A Reel's or a video Story's video as the networks fetch it: its MP4 and its cover, absolute. */
export type VideoInput = { url: string; coverUrl: string | null };

/** The due post's video (svc-catalog's converted MP4 under /uploads), absolute; null when it has none. */
export const videoOf = (ctx: PublishContext, due: Due): VideoInput | null =>
  due.video
    ? {
        url: absolute(ctx.mediaUrl, due.video.url),
        coverUrl: due.video.coverUrl ? absolute(ctx.mediaUrl, due.video.coverUrl) : null,
      }
    : null;
