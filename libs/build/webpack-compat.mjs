// @ts-check
/**
 * webpack 5.112 moved some of its internal files into sub-folders without leaving a file at the old
 * path, and @module-federation/enhanced 2.9.2 still requires them there ("Cannot find module
 * 'webpack/lib/util/extractUrlAndGlobal'"). Until the plugin stops reaching into webpack's lib/, this
 * sends exactly those requests to the files' new places. Imported before the plugin.
 */
import Module from 'node:module';

const moved = new Map([
  ['webpack/lib/HotUpdateChunk', 'webpack/lib/graph/HotUpdateChunk'],
  ['webpack/lib/ModuleFactory', 'webpack/lib/module/ModuleFactory'],
  ['webpack/lib/dependencies/EntryDependency', 'webpack/lib/entry/EntryDependency'],
  ['webpack/lib/dependencies/ModuleDependency', 'webpack/lib/dependencies/core/ModuleDependency'],
  [
    'webpack/lib/dependencies/StaticExportsDependency',
    'webpack/lib/dependencies/core/StaticExportsDependency',
  ],
  ['webpack/lib/util/extractUrlAndGlobal', 'webpack/lib/externals/extractUrlAndGlobal'],
  ['webpack/lib/util/fs', 'webpack/lib/fs/fs'],
  ['webpack/lib/util/semver', 'webpack/lib/sharing/semver'],
]);

/** @type {{ _resolveFilename: (request: string, ...rest: unknown[]) => string }} */
const loader = /** @type {any} */ (Module);
const resolveFilename = loader._resolveFilename;
loader._resolveFilename = function resolveMovedWebpackFile(request, ...rest) {
  return resolveFilename.call(this, moved.get(request) ?? request, ...rest);
};
