import {
  PostRecordExportQuery,
  type PostRecordResponse,
  type RecordFormat,
  type RecordRetentionResponse,
} from '@studio/contracts';
import { accountIdOf, type Db, type KitEnv, mountRoute, parseId, type ServiceApp } from '@studio/kit';
import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { aiConfigurations } from '../db/schema.ts';
import { aiConfigurationOf } from '../posts/queries.ts';
import { recordContextOf } from './context.ts';
import { recordsCsv, recordsPdf } from './export.ts';
import { pictureLoader } from './pictures.ts';
import { recordOf, recordsOf } from './read.ts';
import type { StoredFiles } from './stored-files.ts';
import { RECORD_WORDS, type RecordLanguage } from './words.ts';

type Deps = { db: Db; now: () => Date; storedFiles?: StoredFiles };

/** A file to save, never cached (it holds who approved what). */
async function fileAnswer(
  c: Context<KitEnv>,
  { db, now, storedFiles }: Deps,
  what: {
    accountId: number;
    name: string;
    title: string;
    periodTitle?: string;
    language: RecordLanguage;
    format: RecordFormat;
  },
  records: Parameters<typeof recordsCsv>[0],
) {
  const options = {
    language: what.language,
    context: await recordContextOf(db, what.accountId),
    now: now(),
  };
  const headers = {
    'Content-Disposition': `attachment; filename="${what.name}.${what.format}"`,
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
  };
  if (what.format === 'csv')
    return c.body(recordsCsv(records, options), 200, {
      ...headers,
      'Content-Type': 'text/csv; charset=utf-8',
    });
  const pdf = await recordsPdf(records, {
    ...options,
    title: what.title,
    periodTitle: what.periodTitle,
    pictures: pictureLoader(storedFiles),
  });
  return c.body(new Uint8Array(pdf), 200, { ...headers, 'Content-Type': 'application/pdf' });
}

/** One post's record as a file, in the reader's language. */
async function postFile(deps: Deps, c: Context<KitEnv>, accountId: number, language: RecordLanguage) {
  const postId = parseId(c.req.param('postId'), 'Post');
  const { format } = PostRecordExportQuery.parse(c.req.query());
  const record = await recordOf(deps.db, accountId, postId);
  const title = `${RECORD_WORDS[language].title} #${postId}`;
  return fileAnswer(c, deps, { accountId, name: `post-record-${postId}`, title, language, format }, [record]);
}

/** A period's records as a file, in the reader's language. */
async function periodFile(
  deps: Deps,
  c: Context<KitEnv>,
  accountId: number,
  language: RecordLanguage,
  query: { from: string; to: string; format: RecordFormat },
) {
  const records = await recordsOf(deps.db, accountId, query);
  const title = RECORD_WORDS[language].periodTitle(query.from, query.to);
  const name = `post-records-${accountId}-${query.from}-${query.to}`;
  const what = { accountId, name, title, periodTitle: title, language, format: query.format };
  return fileAnswer(c, deps, what, records);
}

/**
 * The records of the posts: a business reads and exports its own account's (in Greek), the
 * platform admin any account's (in English), per post and per period.
 */
export function recordRoutes(app: ServiceApp, deps: Deps) {
  const { db, now } = deps;

  mountRoute(app, 'GET /api/post-records', (c) =>
    periodFile(deps, c, accountIdOf(c), 'el', c.req.valid('query')),
  );
  mountRoute(app, 'GET /api/post-records/:postId', async (c) => {
    const record = await recordOf(db, accountIdOf(c), parseId(c.req.param('postId'), 'Post'));
    return c.json({ success: true, record } satisfies PostRecordResponse);
  });
  mountRoute(app, 'GET /api/post-records/:postId/export', (c) => postFile(deps, c, accountIdOf(c), 'el'));
  mountRoute(app, 'GET /api/account-post-records/:accountId', (c) =>
    periodFile(deps, c, parseId(c.req.param('accountId'), 'Account'), 'en', c.req.valid('query')),
  );
  mountRoute(app, 'GET /api/account-post-records/:accountId/:postId', (c) =>
    postFile(deps, c, parseId(c.req.param('accountId'), 'Account'), 'en'),
  );

  mountRoute(app, 'GET /api/posts/record-retention', async (c) => {
    const config = await aiConfigurationOf(db, accountIdOf(c));
    return c.json({ success: true, years: config.recordRetentionYears } satisfies RecordRetentionResponse);
  });
  mountRoute(app, 'PUT /api/posts/record-retention', async (c) => {
    const accountId = accountIdOf(c);
    const { years } = c.req.valid('json');
    await aiConfigurationOf(db, accountId);
    await db
      .update(aiConfigurations)
      .set({ recordRetentionYears: years, updatedAt: now() })
      .where(eq(aiConfigurations.accountId, accountId));
    return c.json({ success: true, years } satisfies RecordRetentionResponse);
  });
}
