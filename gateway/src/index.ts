export { contentSecurityPolicy, createGateway, type GatewayOptions, parseCorsOrigins } from './app.ts';
export { type FrontendConfig, frontendEnv } from './config.ts';
export type { Upstream } from './upstream.ts';
export { inProcessUpstream } from './upstreams.ts';
