export * from './databases.ts';
export * from './nats-server.ts';
