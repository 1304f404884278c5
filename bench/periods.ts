/**
 * Figure 4: 100 accounts generate their period's posts at once (POST /api/generate-period-posts on
 * svc-posts) with a writer (the fake OpenAI server) answering in 200 ms. The time is set against the
 * ideal for the configured writer concurrency: writer calls × 0.2 s / WRITER_CONCURRENCY.
 */

import { startFakeOpenAi } from '@studio/fakes';
import { createLogger, NatsBus } from '@studio/kit';
import type { Figure, MemoryReading } from './report.ts';
import {
  businessTokens,
  createDatabase,
  distinctClinicAnswers,
  fetchHonouringRetryAfter,
  fixed,
  onCleanup,
  pct,
  portBase,
  progress,
  rssOf,
  sleep,
  startNats,
  startProcesses,
  tokenSecret,
} from './support.ts';

const ACCOUNTS = 100;
const FIRST_ACCOUNT = 2001;
const WRITER_DELAY_MS = 200;
/** svc-posts' default (env WRITER_CONCURRENCY). */
const WRITER_CONCURRENCY = Number(process.env.WRITER_CONCURRENCY ?? 4);
/** A post every other day: the current and the next week hold 4 to 7 of them. */
const FREQUENCY_DAYS = 2;

export async function periodFigure(memory: MemoryReading[], notes: string[]): Promise<Figure> {
  const db = await createDatabase('periods');
  const nats = await startNats();
  const secret = tokenSecret();
  const apiKey = 'sk-bench-key';
  const fake = await startFakeOpenAi({ apiKey });
  onCleanup('fake OpenAI', () => fake.close());
  const port = await portBase();

  progress('periods: starting svc-posts with the fake OpenAI writer');
  const platform = await startProcesses({
    only: ['svc-posts'],
    ports: { 'svc-posts': port },
    env: {
      DATABASE_URL: db.url,
      NATS_URL: nats.url,
      TOKEN_SECRET: secret,
      OPENAI_API_KEY: apiKey,
      OPENAI_BASE_URL: `${fake.url}/v1`,
      WRITER_CONCURRENCY: String(WRITER_CONCURRENCY),
      LOG_LEVEL: 'warn',
    },
  });

  progress(`periods: announcing ${ACCOUNTS} companies and their products on NATS`);
  const bus = await NatsBus.connect(nats.url, createLogger('bench', 'silent'));
  const accounts = Array.from({ length: ACCOUNTS }, (_, i) => FIRST_ACCOUNT + i);
  try {
    for (const accountId of accounts) {
      await bus.publish(
        'auth.company.updated',
        {
          accountId,
          companyName: `Κλινική ${accountId}`,
          location: 'Λάρισα',
          postFrequencyDays: FREQUENCY_DAYS,
          scheduledTime: '09:00',
          timeZone: 'Europe/Athens',
        },
        `company-${accountId}`,
      );
      for (const n of [1, 2]) {
        const accountProductId = accountId * 10 + n;
        await bus.publish(
          'catalog.account-product.saved',
          {
            accountId,
            accountProductId,
            originalProductId: n,
            name: n === 1 ? 'Ορός Λάμψης' : 'Κρέμα Ενυδάτωσης',
            description: 'Απαλή υφή για καθημερινή ενυδάτωση.',
            imagePath: null,
            categoryName: 'Περιποίηση προσώπου',
            examplePosts: [],
            createdAt: new Date(Date.now() - n * 1000).toISOString(),
          },
          `product-${accountProductId}`,
        );
      }
    }
  } finally {
    await bus.close();
  }
  const copied = async () => {
    const [row] = await db.sql<{ companies: number; products: number }[]>`
      select (select count(*)::int from posts.companies_copy) as companies,
             (select count(*)::int from posts.account_products_copy) as products`;
    return row!;
  };
  for (const deadline = Date.now() + 60_000; ; ) {
    const c = await copied();
    if (c.companies === ACCOUNTS && c.products === ACCOUNTS * 2) break;
    if (Date.now() > deadline) throw new Error(`copies not arrived: ${JSON.stringify(c)}`);
    await sleep(250);
  }

  fake.reset();
  fake.behave({ delayMs: WRITER_DELAY_MS, reply: distinctClinicAnswers() });
  const tokens = await businessTokens(secret, nats.url, accounts);

  progress(`periods: ${ACCOUNTS} accounts ask for their period at once (writer ${WRITER_DELAY_MS} ms)`);
  const began = performance.now();
  const answers = await Promise.all(
    tokens.map(async (token) => {
      // A busy writer answers 429 at once (writer_busy): asked again after its Retry-After, as a client does.
      const res = await fetchHonouringRetryAfter(`http://127.0.0.1:${port}/api/generate-period-posts`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}` },
        signal: AbortSignal.timeout(600_000),
      });
      const body = (await res.json()) as { posts?: unknown[]; message?: string };
      return { status: res.status, posts: body.posts?.length ?? 0, message: body.message };
    }),
  );
  const seconds = (performance.now() - began) / 1000;
  memory.push({
    what: 'svc-posts (own process, after figure 4)',
    ...rssOf(platform.children.get('svc-posts')?.pid),
  });

  const failed = answers.filter((a) => a.status !== 200 || a.posts === 0);
  if (failed.length > 0)
    throw new Error(`${failed.length} generations failed, e.g. ${JSON.stringify(failed[0])}`);
  const posts = answers.reduce((n, a) => n + a.posts, 0);
  const calls = fake.requests.filter((r) => r.path === '/v1/chat/completions').length;
  const ideal = (calls * (WRITER_DELAY_MS / 1000)) / WRITER_CONCURRENCY;
  progress(
    `periods: ${posts} posts of ${ACCOUNTS} accounts, ${calls} writer calls in ${fixed(seconds)} s (ideal ${fixed(ideal)} s)`,
  );
  notes.push(
    `Periods: ${ACCOUNTS} accounts (2 products each, a post every ${FREQUENCY_DAYS} days) asked at once; ` +
      `one svc-posts process, WRITER_CONCURRENCY=${WRITER_CONCURRENCY}, the fake OpenAI answering in ${WRITER_DELAY_MS} ms.`,
  );
  return {
    figure: '4. Period generation',
    measured: `${ACCOUNTS} periods, ${posts} posts, ${calls} writer calls in ${fixed(seconds)} s; ideal ${fixed(ideal)} s (${calls} × ${WRITER_DELAY_MS} ms / ${WRITER_CONCURRENCY})`,
    result: `${pct(ideal / seconds)} of ideal speed (${fixed(seconds / ideal, 2)}× the ideal time)`,
    target: 'report',
    met: null,
  };
}
