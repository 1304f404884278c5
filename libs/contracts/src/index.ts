export * from './accounts.ts';
export * from './auth.ts';
export * from './catalog.ts';
export * from './company.ts';
export * from './errors.ts';
export * from './events.ts';
export * from './routes.ts';
