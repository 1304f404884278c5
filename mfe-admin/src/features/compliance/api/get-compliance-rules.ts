import type { ComplianceRulesResponse } from '@studio/contracts';
import { apiRequest, routePath } from '@studio/web';
import useSWR from 'swr';

export const complianceRulesKey = routePath('GET /api/compliance-rules');

/** GET /api/compliance-rules: the rule set in force, its version, and the latest changes (who, when). */
export function useComplianceRules() {
  return useSWR<ComplianceRulesResponse>(complianceRulesKey, () =>
    apiRequest('GET /api/compliance-rules', { as: 'admin' }),
  );
}
