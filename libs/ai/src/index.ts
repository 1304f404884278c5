export {
  CONFIDENTIALITY_RULE,
  CONFIDENTIALITY_RULE_SET,
  confidentialityFlagsOf,
  REVIEW_CONFIDENTIALITY_RULE_SET,
  reviewConfidentialityFlagsOf,
} from './compliance/confidentiality.ts';
export * from './compliance.ts';
export * from './compliance-fields.ts';
export * from './compliance-writer.ts';
export * from './create-writer.ts';
export * from './dated-lines.ts';
export * from './env.ts';
export * from './google-topic-gate.ts';
export * from './greek-names.ts';
export * from './greek-vocative.ts';
export * from './hash-name.ts';
export * from './limited-writer.ts';
export * from './offline-post.ts';
export * from './offline-writer.ts';
export * from './openai-writer.ts';
export * from './post-checks.ts';
export * from './post-prompt.ts';
export * from './posts.ts';
export * from './product-facts.ts';
export * from './product-sheet.ts';
export * from './prompts.ts';
export * from './reply-prompt.ts';
export * from './rule-set-preparing.ts';
export * from './sentence-checks.ts';
export * from './usage.ts';
export * from './variety.ts';
export * from './writer.ts';
