/**
 * The models the platform writes with: those that answer with structured outputs (a JSON schema with
 * `strict: true`), which the writer asks for on every call; gpt-4-turbo and older models do not
 * (https://platform.openai.com/docs/guides/structured-outputs, "Supported models"). The admin's model
 * list offers these only.
 */
export const STRUCTURED_OUTPUT_MODELS = [
  'gpt-4o',
  'gpt-4o-mini',
  'gpt-4.1',
  'gpt-4.1-mini',
  'gpt-4.1-nano',
] as const;
