import type { AccountProduct } from '@studio/contracts';

/** A product's fact sheet as svc-catalog reads it from a product with nothing on it (test code only). */
export const EMPTY_SHEET: AccountProduct['factSheet'] = {
  kind: 'cosmetic',
  what: '',
  does: '',
  areas: [],
  performer: null,
  ingredients: [],
  properties: [],
  notConfusedWith: [],
  usedWith: [],
  hashtags: [],
  examines: '',
  leavesWith: '',
};
