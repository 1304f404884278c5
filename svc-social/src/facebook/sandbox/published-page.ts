import type { SandboxPublishedResponse } from '@studio/contracts';
import type { z } from 'zod';
import { escapeHtml } from './consent-page.ts';
import { SANDBOX_PAGES } from './sample-pages.ts';
import type { SandboxPost } from './sandbox.ts';

type Published = z.infer<typeof SandboxPublishedResponse>;

/** What is on each sample page and Instagram account now, newest first. */
export function publishedPerPage(feed: SandboxPost[]): Published {
  const postsOf = (pageId: string) =>
    feed
      .filter((p) => p.pageId === pageId && p.deletedAt === null)
      .map(({ id, message, imageUrl, createdAt }) => ({ id, message, imageUrl, createdAt }));
  return {
    pages: SANDBOX_PAGES.flatMap((page) => [
      { pageId: page.id, pageName: page.name, platform: 'facebook' as const, posts: postsOf(page.id) },
      ...(page.instagram
        ? [
            {
              pageId: page.instagram.id,
              pageName: `@${page.instagram.username}`,
              platform: 'instagram' as const,
              posts: postsOf(page.instagram.id),
            },
          ]
        : []),
    ]),
  };
}

/** A page a person can look at: each sample page's posts, as a timeline. */
export function publishedPage({ pages }: Published): string {
  const sections = pages
    .map((page) => {
      const posts = page.posts.length
        ? page.posts
            .map(
              (p) => `<article>
  <time datetime="${escapeHtml(p.createdAt)}">${escapeHtml(new Date(p.createdAt).toUTCString())}</time>
  <p>${escapeHtml(p.message)}</p>
  ${p.imageUrl ? `<img src="${escapeHtml(p.imageUrl)}" alt="" loading="lazy">` : ''}
  <small>ID: <code>${escapeHtml(p.id)}</code></small>
</article>`,
            )
            .join('\n')
        : '<p class="empty">No posts yet.</p>';
      return `<section>
<h2>${escapeHtml(page.pageName)} <span class="platform">${page.platform === 'facebook' ? 'Facebook' : 'Instagram'}</span></h2>
${posts}
</section>`;
    })
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Facebook Sandbox – Published posts</title>
<style>
  body { font-family: system-ui, sans-serif; background: #f0f2f5; margin: 0; padding: 24px; }
  main { max-width: 680px; margin: 0 auto; }
  h1 { color: #1877f2; }
  .note { background: #fff8e1; border: 1px solid #ffe082; padding: 8px 12px; border-radius: 6px; font-size: 13px; }
  section { margin-top: 24px; }
  h2 { font-size: 18px; }
  .platform { font-size: 12px; background: #e4e6eb; border-radius: 4px; padding: 2px 6px; }
  article { background: #fff; border-radius: 8px; box-shadow: 0 1px 4px rgba(0,0,0,.1); padding: 12px 16px; margin: 12px 0; }
  article p { white-space: pre-wrap; }
  article img { max-width: 100%; border-radius: 6px; }
  time, small, .empty { color: #65676b; font-size: 13px; }
</style>
</head>
<body>
<main>
  <h1>Facebook Sandbox</h1>
  <p class="note">What Post Studio "published" on the sandbox's sample pages. Nothing was sent to Facebook or Instagram.</p>
  ${sections}
</main>
</body>
</html>`;
}
