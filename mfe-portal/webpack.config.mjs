import { createWebpackConfig } from '@studio/build/webpack';

export default createWebpackConfig({
  name: 'portal',
  dir: import.meta.dirname,
  exposes: { './screens': './src/screens.ts' },
});
