export * from './compliance.ts';
export * from './create-writer.ts';
export * from './env.ts';
export * from './offline-writer.ts';
export * from './openai-writer.ts';
export * from './posts.ts';
export * from './prompts.ts';
export * from './writer.ts';
