import { blockedFieldsMessage, checkFields, DEFAULT_RULE_SET, type PublicField } from '@studio/ai';
import { ApiError } from '@studio/kit';

/**
 * Refuses a save whose fields hold a `block` term: a product's names and description feed the
 * writer, an image's alt text is published with it. 422 `compliance`, as every compliance refusal, naming
 * each field and term in the screen's language, with the fields as the issues' paths. Matched against the
 * rules as shipped (svc-catalog keeps no copy of the admin's changes); the posts' gate and the publisher
 * check again against the rules in force.
 */
export function refuseBlockedFields(fields: readonly PublicField[], language: 'el' | 'en'): void {
  const { message, paths } = blockedFieldsVerdict(fields, language);
  if (!message) return;
  throw new ApiError(
    422,
    'compliance',
    message,
    paths.map((path) => ({ path, message })),
  );
}

/**
 * The verdict refuseBlockedFields acts on: the reason (null: the fields may be saved) and the fields it
 * names. The AI creation dialog asks it as the name is typed, so it says what the save would say.
 */
export function blockedFieldsVerdict(
  fields: readonly PublicField[],
  language: 'el' | 'en',
): { message: string | null; paths: string[] } {
  const flags = checkFields(fields, DEFAULT_RULE_SET);
  const message = blockedFieldsMessage(flags, language);
  if (!message) return { message: null, paths: [] };
  const paths = new Set(flags.filter((f) => f.severity === 'block').map((f) => f.field ?? 'content'));
  return { message, paths: [...paths] };
}
