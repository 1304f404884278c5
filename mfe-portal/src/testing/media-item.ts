import type { MediaItem } from '@studio/contracts';

/**
 * A library image as GET /api/media lists it (read for text, no person, used by nothing), with
 * `overrides` on top (test code only).
 */
export const mediaItem = (id: number, overrides: Partial<MediaItem> = {}): MediaItem => ({
  id,
  url: `/uploads/m${id}.jpg`,
  altText: `Εικόνα ${id}`,
  showsPerson: false,
  personConsent: false,
  faces: [],
  beforeAfter: null,
  source: 'upload',
  createdAt: '2026-06-01T10:00:00.000Z',
  usedByPostIds: [],
  usedByProduct: false,
  imageText: null,
  imageTextStatus: 'read',
  imageTextFlags: [],
  kind: 'image',
  video: null,
  ...overrides,
});
