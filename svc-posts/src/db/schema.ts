import { outboxTable } from '@studio/kit';
import { pgSchema } from 'drizzle-orm/pg-core';

export const postsSchema = pgSchema('posts');

export const outbox = outboxTable(postsSchema);
