import type { BulkPost } from '@studio/contracts';

/**
 * A draft post without a date, as GET /api/bulk-posts lists it, with `overrides` on top (test code
 * only). The product's name and category follow `productName` and `categoryName` unless given.
 */
export function bulkPost(overrides: Partial<BulkPost> = {}): BulkPost {
  const id = overrides.id ?? 1;
  const productName = overrides.productName ?? 'Botox';
  const categoryName = overrides.categoryName === undefined ? 'Ενέσιμα' : overrides.categoryName;
  return {
    id,
    productId: 10 + id,
    productName,
    categoryName,
    product: { name: productName, categoryName },
    content: `Ανάρτηση για ${productName}`,
    scheduledDate: null,
    productImage: null,
    image: null,
    imageIds: [],
    isScheduled: false,
    postStatus: 'draft',
    scheduledAt: null,
    generatedAt: null,
    updatedAt: null,
    complianceFlags: [],
    publishedAt: null,
    publishedPages: [],
    failureReason: null,
    retryAt: null,
    waitingUntil: null,
    acknowledgement: null,
    approval: null,
    lateBySeconds: null,
    unconfirmedPages: [],
    firstComment: null,
    format: 'feed',
    videoId: null,
    video: null,
    googleTopic: null,
    shareToFeed: true,
    pulledBack: null,
    ...overrides,
  };
}
