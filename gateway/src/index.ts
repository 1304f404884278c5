export { contentSecurityPolicy, createGateway, type GatewayOptions, parseCorsOrigins } from './app.ts';
export { type FrontendConfig, frontendEnv } from './config.ts';
export { inProcessUpstream, type Upstream } from './upstreams.ts';
