import { createWebpackConfig } from '@studio/build/webpack';

export default createWebpackConfig({
  name: 'admin',
  dir: import.meta.dirname,
  exposes: { './screens': './src/screens.ts' },
});
