import { sql } from 'drizzle-orm';
import {
  customType,
  date,
  index,
  integer,
  jsonb,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { postsSchema } from './base.ts';

/** Bytes as Postgres stores them (bytea): the consent forms, kept private in the service's database. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => new Uint8Array(value),
});

/**
 * The consent ledger: a person shown in the business's images agreed, in the signed form kept
 * here, to their use for social media promotion on `channels` from `startsOn` to `endsOn` (both included).
 * `personRef` is the clinic's own reference (a patient or file number), not a name. A withdrawn consent
 * covers nothing any more; `expiryWarnedAt`: the business was warned of its end (once).
 */
export const consents = postsSchema.table(
  'consents',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id').notNull(),
    personRef: text('person_ref').notNull(),
    purpose: text('purpose', { enum: ['social_media_promotion'] })
      .notNull()
      .default('social_media_promotion'),
    channels: jsonb('channels').$type<('facebook' | 'instagram')[]>().notNull(),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    endsOn: date('ends_on', { mode: 'string' }).notNull(),
    formName: text('form_name').notNull(),
    formType: text('form_type').notNull(),
    form: bytea('form').notNull(),
    /** The token's subject of who recorded it. */
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    withdrawnBy: text('withdrawn_by'),
    expiryWarnedAt: timestamp('expiry_warned_at', { withTimezone: true }),
  },
  (t) => [
    index('consents_account_idx').on(t.accountId, t.createdAt),
    index('consents_expiry_idx')
      .on(t.endsOn)
      .where(sql`${t.withdrawnAt} is null and ${t.expiryWarnedAt} is null`),
  ],
);

/** Which consents cover which library images (a photo may show more than one person, or be renewed). */
export const mediaConsents = postsSchema.table(
  'media_consents',
  {
    accountId: integer('account_id').notNull(),
    mediaId: integer('media_id').notNull(),
    consentId: integer('consent_id')
      .notNull()
      .references(() => consents.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.mediaId, t.consentId] }),
    index('media_consents_consent_idx').on(t.consentId),
  ],
);
