import type { ComplianceRulesChangeResponse, UpdateComplianceTermRequest } from '@studio/contracts';
import { api } from '@studio/web';
import type { z } from 'zod';

type Answer = z.infer<typeof ComplianceRulesChangeResponse>;

/** PATCH /api/compliance-rules/terms/:termId: disables or enables a term. */
export function updateComplianceTerm(termId: number, input: UpdateComplianceTermRequest): Promise<Answer> {
  return api<Answer>(`/api/compliance-rules/terms/${termId}`, { method: 'PATCH', json: input, as: 'admin' });
}
