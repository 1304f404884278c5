import { outboxTable } from '@studio/kit';
import { pgSchema } from 'drizzle-orm/pg-core';

export const socialSchema = pgSchema('social');

export const outbox = outboxTable(socialSchema);
