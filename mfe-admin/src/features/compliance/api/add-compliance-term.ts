import { AddComplianceTermRequest, type ComplianceRulesChangeResponse } from '@studio/contracts';
import { apiRequest } from '@studio/web';
import type { z } from 'zod';

export { AddComplianceTermRequest };

type Answer = z.infer<typeof ComplianceRulesChangeResponse>;

/** POST /api/compliance-rules/:ruleId/terms: a new term of a rule, in force at once. */
export function addComplianceTerm(ruleId: string, input: AddComplianceTermRequest): Promise<Answer> {
  return apiRequest('POST /api/compliance-rules/:ruleId/terms', {
    params: { ruleId },
    json: input,
    as: 'admin',
  });
}
