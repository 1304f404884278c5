import { createWebpackConfig } from '@studio/build/webpack';

// The host: no static remotes, they are registered at run time from /remotes.json (src/remotes.ts).
export default createWebpackConfig({ name: 'shell', dir: import.meta.dirname, isHost: true, port: 3000 });
