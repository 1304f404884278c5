import type { AiBudgetResponse } from '@studio/contracts';
import { apiRequest, routePath } from '@studio/web';
import useSWR from 'swr';

export const aiBudgetKey = routePath('GET /api/posts/ai-budget');

/** GET /api/posts/ai-budget: this month's AI use against the budget the platform admin set. */
export function useAiBudget() {
  return useSWR<AiBudgetResponse>(aiBudgetKey, () => apiRequest('GET /api/posts/ai-budget'));
}
