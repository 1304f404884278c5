import type { CalendarPost } from './post-chips.ts';

/** A draft post without a date, with `overrides` on top (test code only). */
export function bulkPost(overrides: Partial<CalendarPost> = {}): CalendarPost {
  return {
    id: 1,
    productName: 'Botox',
    content: 'Ανάρτηση για Botox',
    scheduledDate: null,
    productImage: null,
    image: null,
    postStatus: 'draft',
    ...overrides,
  };
}
