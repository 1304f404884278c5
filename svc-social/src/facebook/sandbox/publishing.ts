import { randomBytes } from 'node:crypto';
import type { Context, Hono } from 'hono';
import { GRAPH_INVALID_TOKEN } from '../graph-errors.ts';
import { SANDBOX_PAGES } from './sample-pages.ts';
import type { SandboxFaults, SandboxPost } from './sandbox.ts';

const graphError = (message: string, code: number) => ({ error: { message, type: 'OAuthException', code } });

/** Graph takes parameters in the query or the body, form or JSON; so does the sandbox. */
async function paramsOf(c: Context): Promise<Record<string, string>> {
  const params: Record<string, string> = { ...c.req.query() };
  const type = c.req.header('Content-Type') ?? '';
  if (type.includes('application/json')) {
    const body = (await c.req.json().catch(() => ({}))) as Record<string, unknown>;
    for (const [k, v] of Object.entries(body)) if (v !== undefined && v !== null) params[k] = String(v);
  } else if (type.includes('form')) {
    for (const [k, v] of Object.entries(await c.req.parseBody())) if (typeof v === 'string') params[k] = v;
  }
  const bearer = c.req.header('Authorization')?.match(/^Bearer\s+(\S+)$/i)?.[1];
  if (bearer) params.access_token = bearer;
  return params;
}

const newId = () => String(BigInt(`0x${randomBytes(6).toString('hex')}`));

/**
 * Page photo and text posts, Instagram container + publish, and deleting, recorded in `feed`.
 * A page is reached only with its own page token; an Instagram account with its linked page's.
 */
export function registerPublishing(
  app: Hono,
  { faults, feed }: { faults: SandboxFaults; feed: SandboxPost[] },
) {
  const containers = new Map<string, { igId: string; caption: string; imageUrl: string | null }>();

  /** The sample page an id belongs to (the page, or the page its Instagram account is linked to). */
  const pageFor = (id: string) => SANDBOX_PAGES.find((p) => p.id === id || p.instagram?.id === id);

  const authorise = (c: Context, id: string, token: string | undefined) => {
    const page = pageFor(id);
    if (!page) return c.json(graphError(`Object with ID '${id}' does not exist`, 100), 400);
    if (faults.tokensExpired || !token?.startsWith('sbx_')) {
      return c.json(
        graphError('Error validating access token: Session has expired', GRAPH_INVALID_TOKEN),
        400,
      );
    }
    if (token !== `sbx_page_${page.id}`)
      return c.json(graphError('A page access token is required', 210), 403);
    if (faults.failPublishing) return c.json(graphError('Sandbox: publishing made to fail', 2), 500);
    return null;
  };

  const record = (post: Omit<SandboxPost, 'createdAt'>) => {
    feed.unshift({ ...post, createdAt: new Date().toISOString() });
  };

  app.post('/:version/:pageId/photos', async (c) => {
    const pageId = c.req.param('pageId');
    const p = await paramsOf(c);
    const refused = authorise(c, pageId, p.access_token);
    if (refused) return refused;
    if (!p.url) return c.json(graphError('(#324) Requires upload file', 324), 400);
    const id = newId();
    record({
      id: `${pageId}_${id}`,
      pageId,
      platform: 'facebook',
      message: p.caption ?? p.message ?? '',
      imageUrl: p.url,
    });
    return c.json({ id, post_id: `${pageId}_${id}` });
  });

  app.post('/:version/:pageId/feed', async (c) => {
    const pageId = c.req.param('pageId');
    const p = await paramsOf(c);
    const refused = authorise(c, pageId, p.access_token);
    if (refused) return refused;
    if (!p.message && !p.link) return c.json(graphError('(#100) Missing message or attachment', 100), 400);
    const id = `${pageId}_${newId()}`;
    record({ id, pageId, platform: 'facebook', message: p.message ?? '', imageUrl: null });
    return c.json({ id });
  });

  app.post('/:version/:igId/media', async (c) => {
    const igId = c.req.param('igId');
    const p = await paramsOf(c);
    const refused = authorise(c, igId, p.access_token);
    if (refused) return refused;
    if (!p.image_url) return c.json(graphError('(#100) The parameter image_url is required', 100), 400);
    const id = newId();
    containers.set(id, { igId, caption: p.caption ?? '', imageUrl: p.image_url });
    return c.json({ id });
  });

  app.post('/:version/:igId/media_publish', async (c) => {
    const igId = c.req.param('igId');
    const p = await paramsOf(c);
    const refused = authorise(c, igId, p.access_token);
    if (refused) return refused;
    const container = p.creation_id ? containers.get(p.creation_id) : undefined;
    if (!container || container.igId !== igId)
      return c.json(graphError('Media ID is not available', 9007), 400);
    containers.delete(p.creation_id!);
    const id = newId();
    record({
      id,
      pageId: igId,
      platform: 'instagram',
      message: container.caption,
      imageUrl: container.imageUrl,
    });
    return c.json({ id });
  });

  app.delete('/:version/:postId', async (c) => {
    const post = feed.find((p) => p.id === c.req.param('postId'));
    if (!post) return c.json(graphError('Object does not exist or was already deleted', 100), 400);
    const refused = authorise(c, post.pageId, (await paramsOf(c)).access_token);
    if (refused) return refused;
    feed.splice(feed.indexOf(post), 1);
    return c.json({ success: true });
  });
}
