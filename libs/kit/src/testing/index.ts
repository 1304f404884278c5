export * from './contracts.ts';
export * from './databases.ts';
export * from './events.ts';
export * from './metrics.ts';
export * from './nats-server.ts';
export * from './platform.ts';
export * from './ports.ts';
export * from './tokens.ts';
