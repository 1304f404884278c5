import type { ComplianceRulesResponse } from '@studio/contracts';
import { adminFetcher } from '@studio/web';
import useSWR from 'swr';

export const complianceRulesKey = '/api/compliance-rules';

/** GET /api/compliance-rules: the rule set in force, its version, and the latest changes (who, when). */
export function useComplianceRules() {
  return useSWR<ComplianceRulesResponse>(complianceRulesKey, adminFetcher);
}
