// @ts-check
/**
 * The one webpack + Module Federation setup of the shell and both remotes. Each app's
 * webpack.config.mjs is a few lines calling createWebpackConfig.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';

/**
 * The shared singletons: one copy of each on the page, provided by the shell. React and the router
 * keep their contexts across remotes only when there is exactly one copy; the theme (styled-components)
 * and the SWR cache likewise; @studio/ui and @studio/web are our own and carry the theme and tokens.
 */
export const sharedSingletons = [
  'react',
  'react-dom',
  'react-router-dom',
  'styled-components',
  'swr',
  'sonner',
  '@studio/ui',
  // The dialogs (Radix and its dependencies) are an entry of their own, so the shell, which never opens
  // one, does not load them with @studio/ui.
  '@studio/ui/dialogs',
  // Likewise the pieces of the screens behind the sign-in (image cards, totals, notes).
  '@studio/ui/content',
  '@studio/web',
];

/**
 * What the shell and both remotes import from react-router-dom, together. The router is a shared
 * singleton that Module Federation's shared tree shaking trims to these exports (61 KB of gzip whole,
 * most of it data routers and server rendering the platform does not use). Every app builds its copy
 * with the same list, so whichever copy the page loads serves all three; `router-exports.test.ts`
 * fails when an app imports anything not listed here.
 */
export const routerExports = [
  'BrowserRouter',
  'Link',
  'NavLink',
  'Navigate',
  'Outlet',
  'Route',
  'Routes',
  'useLocation',
  'useNavigate',
  'useNavigationType',
  'useParams',
  'useSearchParams',
];

/** Per shared library, what differs from a plain singleton. */
/** @type {Record<string, object>} */
const sharedExtras = {
  'react-router-dom': { treeShaking: { mode: 'runtime-infer', usedExports: routerExports } },
};

/**
 * @param {string} dir the app's folder
 * @returns {Record<string, { singleton: true, eager: false, requiredVersion: string | false }>}
 */
export function sharedConfig(dir) {
  /** @type {{ dependencies?: Record<string, string> }} */
  const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
  return Object.fromEntries(
    sharedSingletons.map((name) => [
      name,
      {
        singleton: true,
        eager: false,
        // Workspace libraries have no published versions to match; the shell's copy is the one.
        requiredVersion: name.startsWith('@studio/') ? false : (pkg.dependencies?.[name] ?? false),
        ...(sharedExtras[name] ?? {}),
      },
    ]),
  );
}

/**
 * @typedef {object} AppOptions
 * @property {string} name federation name: 'shell', 'admin' or 'portal'
 * @property {string} dir the app's folder (import.meta.dirname of its webpack.config.mjs)
 * @property {Record<string, string>} [exposes] what a remote offers, e.g. { './screens': './src/screens.ts' }
 * @property {boolean} [isHost] the shell: has index.html and loads remotes at run time
 * @property {number} [port] for `webpack serve` when webpack-dev-server is installed
 */

/**
 * @param {AppOptions} options
 * @returns {(env: unknown, argv: { mode?: 'production' | 'development' }) => import('webpack').Configuration}
 */
export function createWebpackConfig({ name, dir, exposes, isHost = false, port }) {
  return (_env, argv) => {
    const mode = argv.mode ?? 'production';
    return {
      mode,
      context: dir,
      // A remote's only entry is remoteEntry.js, which the federation plugin adds.
      entry: isHost ? { main: './src/main.ts' } : {},
      // No eval-based maps in development: the gateway's Content-Security-Policy (script-src 'self')
      // refuses eval, and `npm run dev` serves the development builds through it.
      devtool: mode === 'production' ? 'source-map' : 'cheap-module-source-map',
      // `npm start` builds on a fresh clone: say what went wrong, not every module built.
      stats: 'errors-warnings',
      output: {
        path: path.join(dir, 'dist'),
        publicPath: 'auto',
        // Entry chunks (the host's main.js; a remote's remoteEntry.js) keep a fixed name: the federation
        // runtime they carry reads their path before any hash exists. index.html busts main.js with
        // ?hash, remotes.json points at remoteEntry.js, and every other chunk is content-hashed.
        filename: '[name].js',
        chunkFilename: mode === 'production' ? '[name].[contenthash:10].js' : '[name].js',
        uniqueName: name,
        // The trimmed router's whole fallback (see the shared-entry rule below) is written by a build of
        // its own into independent-packages/, which this build's cleaning must leave in place.
        clean: { keep: /^independent-packages\// },
      },
      resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js'] },
      module: {
        rules: [
          {
            test: /\.tsx?$/,
            loader: 'esbuild-loader',
            options: { loader: 'tsx', jsx: 'automatic', target: 'es2020' },
          },
          {
            // The federation's shared tree shaking also builds each trimmed library whole, as a fallback,
            // from an entry that imports every shared library's default export; the ES-module-only ones
            // (react-router-dom) have none, which must not fail that build.
            test: /[\\/]\.federation[\\/]shared-entry\.js$/,
            parser: { importExportsPresence: false },
          },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name,
          ...(exposes ? { filename: 'remoteEntry.js', exposes } : {}),
          shared: sharedConfig(dir),
          dts: false,
          manifest: true,
        }),
        ...(isHost
          ? [
              new HtmlWebpackPlugin({
                template: path.join(dir, 'index.html'),
                // Absolute, so that deep links served with the index.html fallback find the scripts.
                publicPath: '/',
                hash: true,
              }),
            ]
          : []),
      ],
      performance: { hints: mode === 'production' ? 'warning' : false },
      ...(port ? { devServer: { port, historyApiFallback: true } } : {}),
    };
  };
}
