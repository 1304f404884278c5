import { outboxTable } from '@studio/kit';
import { pgSchema } from 'drizzle-orm/pg-core';

export const catalogSchema = pgSchema('catalog');

export const outbox = outboxTable(catalogSchema);
