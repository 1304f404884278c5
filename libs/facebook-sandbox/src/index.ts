/**
 * The local Facebook sandbox: the parts of Facebook svc-social uses (login dialog, token endpoints,
 * pages, publishing, insights) on graph.facebook.com's paths under /api/facebook-sandbox. svc-social and
 * the all-in-one load it (a dynamic import) only with FACEBOOK_SANDBOX=true, keeping its state in its
 * own PostgreSQL schema (./postgres); the tests and the bench run it as a server of its own (standalone.ts).
 */

export { graphCommentOf, writePatientComment, writePatientMessage } from './inbox.ts';
export type { MediaFetch } from './media.ts';
export { createMemorySandboxStore } from './memory-store.ts';
export type { SandboxPatients } from './patients.ts';
export * from './sandbox.ts';
export * from './store.ts';
