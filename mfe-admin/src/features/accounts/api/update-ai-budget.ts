import { type AccountAiBudgetResponse, UpdateAiBudgetRequest } from '@studio/contracts';
import { apiRequest } from '@studio/web';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import type { z } from 'zod';
import { accountPostsKey } from './account-lifecycle.ts';

export { UpdateAiBudgetRequest };
export type UpdateAiBudgetInput = z.output<typeof UpdateAiBudgetRequest>;

/** PUT /api/account-posts/{id}/ai-budget */
export function updateAiBudget(id: number, input: UpdateAiBudgetInput): Promise<AccountAiBudgetResponse> {
  return apiRequest('PUT /api/account-posts/:accountId/ai-budget', {
    as: 'admin',
    params: { accountId: id },
    json: input,
  });
}

/** Sets the account's monthly AI budget and auto-pause, then refreshes its posts card. */
export function useUpdateAiBudget() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (id: number, input: UpdateAiBudgetInput) => {
      const result = await updateAiBudget(id, input);
      await mutate(accountPostsKey(id));
      return result;
    },
    [mutate],
  );
}
