import { z } from 'zod';
import { AccountStatus } from './accounts.ts';
import { ProductStatus } from './catalog.ts';

const productEvent = z.object({
  productId: z.number().int(),
  name: z.string(),
  description: z.string(),
  status: ProductStatus,
  categoryId: z.number().int().nullable(),
  categoryName: z.string().nullable(),
  imagePath: z.string().nullable(),
  examplePosts: z.array(z.string()),
});

const postEvent = z.object({
  accountId: z.number().int(),
  postId: z.number().int(),
  productId: z.number().int().nullable(),
  scheduledDate: z.string().nullable(),
});

/**
 * Every event on the bus: `<domain>.<entity>.<past-tense>` with its payload schema.
 * A stream per domain holds its subjects.
 */
export const eventSchemas = {
  'auth.account.created': z.object({
    accountId: z.number().int(),
    businessName: z.string(),
    status: AccountStatus,
  }),
  'auth.account.updated': z.object({
    accountId: z.number().int(),
    businessName: z.string(),
    status: AccountStatus,
  }),
  'auth.admin-user.created': z.object({
    adminUserId: z.number().int(),
    accountId: z.number().int(),
    email: z.string(),
  }),
  'auth.admin-user.updated': z.object({
    adminUserId: z.number().int(),
    accountId: z.number().int(),
    email: z.string(),
  }),
  'auth.company.updated': z.object({
    accountId: z.number().int(),
    companyName: z.string(),
    location: z.string(),
    postFrequencyDays: z.number().int(),
    scheduledTime: z.string(),
    timeZone: z.string(),
  }),
  'auth.session.revoked': z.object({ sid: z.string(), expiresAt: z.string() }),
  'catalog.product.created': productEvent,
  'catalog.product.updated': productEvent,
  'catalog.product.deleted': z.object({ productId: z.number().int() }),
  /** How many products an account has now: svc-auth keeps it for the setup status. */
  'catalog.account-products.changed': z.object({
    accountId: z.number().int(),
    productCount: z.number().int(),
  }),
  /** An account's product as svc-posts needs it: sent on every add or change. */
  'catalog.account-product.saved': z.object({
    accountId: z.number().int(),
    accountProductId: z.number().int(),
    originalProductId: z.number().int().nullable(),
    name: z.string(),
    description: z.string(),
    imagePath: z.string().nullable(),
    categoryName: z.string().nullable(),
    examplePosts: z.array(z.string()),
    createdAt: z.string(),
  }),
  'catalog.account-product.removed': z.object({
    accountId: z.number().int(),
    accountProductId: z.number().int(),
  }),
  'posts.post.generated': postEvent,
  'posts.post.scheduled': postEvent,
  'posts.post.unscheduled': postEvent,
  'posts.post.deleted': z.object({ accountId: z.number().int(), postId: z.number().int() }),
  /** How many active pages an account has selected now: svc-auth keeps it for the setup status. */
  'social.pages.changed': z.object({ accountId: z.number().int(), pageCount: z.number().int() }),
} as const;

export type EventSubject = keyof typeof eventSchemas;
export type EventPayload<S extends EventSubject> = z.infer<(typeof eventSchemas)[S]>;

export const eventDomains = ['auth', 'catalog', 'social', 'posts'] as const;
export type EventDomain = (typeof eventDomains)[number];

export function domainOf(subject: string): EventDomain {
  const domain = subject.split('.')[0];
  const found = eventDomains.find((d) => d === domain);
  if (!found) throw new Error(`Event subject ${subject} has no known domain`);
  return found;
}
