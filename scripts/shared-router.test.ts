import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM build config (JSDoc-typed), shared by the three webpack configs
import { routerExports, sharedSingletons } from '../libs/build/webpack.mjs';

const root = path.resolve(import.meta.dirname, '..');
const frontEnds = [
  'shell/src',
  'mfe-admin/src',
  'mfe-portal/src',
  'libs/ui/src',
  'libs/web/src',
  'libs/calendar/src',
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Every name a bundled module imports from react-router-dom. */
function importedRouterNames(): Map<string, string> {
  const names = new Map<string, string>();
  for (const dir of frontEnds) {
    for (const file of sourceFiles(path.join(root, dir))) {
      const source = readFileSync(file, 'utf8');
      for (const [, list] of source.matchAll(/import\s*\{([^}]*)\}\s*from\s*'react-router-dom'/g)) {
        for (const name of list!.split(',').map((part) => part.trim().replace(/^type\s+/, ''))) {
          if (name) names.set(name.split(/\s+as\s+/)[0]!, path.relative(root, file));
        }
      }
    }
  }
  return names;
}

describe('the shared router', () => {
  it('is one shared singleton of the three apps', () => {
    expect(sharedSingletons).toContain('react-router-dom');
  });

  it('keeps every export an app imports in the tree-shaken copy', () => {
    const missing = [...importedRouterNames()]
      .filter(([name]) => !(routerExports as string[]).includes(name))
      .map(([name, file]) => `${name} (${file})`);
    expect(missing).toEqual([]);
  });

  it('lists no export that no app uses, so the shell downloads no more than it needs', () => {
    const used = new Set(importedRouterNames().keys());
    expect((routerExports as string[]).filter((name) => !used.has(name))).toEqual([]);
  });
});
