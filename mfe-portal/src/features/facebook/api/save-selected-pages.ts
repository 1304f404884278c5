import type { SaveSelectedPagesRequest } from '@studio/contracts';
import { apiRequest } from '@studio/web';

/** POST /api/selected-pages: replaces the account's chosen pages and Instagram accounts. */
export function saveSelectedPages(
  pages: SaveSelectedPagesRequest['pages'],
): Promise<{ success: boolean; message: string }> {
  return apiRequest('POST /api/selected-pages', { json: { pages } });
}
