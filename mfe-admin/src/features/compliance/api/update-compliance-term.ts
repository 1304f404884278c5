import type { ComplianceRulesChangeResponse, UpdateComplianceTermRequest } from '@studio/contracts';
import { apiRequest } from '@studio/web';
import type { z } from 'zod';

type Answer = z.infer<typeof ComplianceRulesChangeResponse>;

/** PATCH /api/compliance-rules/terms/:termId: disables or enables a term. */
export function updateComplianceTerm(termId: number, input: UpdateComplianceTermRequest): Promise<Answer> {
  return apiRequest('PATCH /api/compliance-rules/terms/:termId', {
    params: { termId },
    json: input,
    as: 'admin',
  });
}
