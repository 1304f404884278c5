import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * The repository as the structure tests read it: its packages (the root's npm workspaces), their
 * source files and what each file imports.
 */
export const root = path.resolve(import.meta.dirname, '..');

export type PackageJson = {
  name: string;
  workspaces?: string[];
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  exports?: Record<string, string>;
};
export const readJson = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as PackageJson;
export const rootPackage = readJson(path.join(root, 'package.json'));

/** Every package's folder, relative to the root (libs/kit, svc-posts, e2e…). */
export const packageDirs = (rootPackage.workspaces ?? []).flatMap((pattern) =>
  pattern.endsWith('/*')
    ? readdirSync(path.join(root, pattern.slice(0, -2))).map((name) => `${pattern.slice(0, -2)}/${name}`)
    : [pattern],
);

/** The TypeScript and JavaScript sources under `dir` (relative to the root), generated code and builds left out. */
export function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = `${dir}/${entry.name}`;
    if (entry.isDirectory())
      return ['node_modules', 'dist', 'artifacts', 'migrations'].includes(entry.name)
        ? []
        : sourceFiles(relative);
    return /\.(ts|tsx|mjs)$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [relative] : [];
  });
}

export const readSource = (file: string) => readFileSync(path.join(root, file), 'utf8');

const IMPORT =
  /(?:^|[^\w.])(?:import|export)\s[^'"`;]*?from\s*['"]([^'"]+)['"]|(?:^|[^\w.])import\s*\(\s*['"]([^'"]+)['"]\s*\)|^import\s+['"]([^'"]+)['"]/gm;
/** What a file imports or re-exports, as written (types and dynamic imports too). */
export const importsOf = (file: string) =>
  [...readSource(file).matchAll(IMPORT)].map((m) => (m[1] ?? m[2] ?? m[3]) as string);

/**
 * Tests and what only tests run: test files, test helpers (`testing.ts`, `testing/`), the safety suite,
 * the browser journeys (e2e/) and the benchmark (bench/).
 */
export const isTestCode = (file: string) =>
  /\.test\.tsx?$|\/testing(\.tsx?|\/)|\/safety\/|^e2e\/|^bench\//.test(file);

/** How a file imports a module: for its values (run when the file is loaded), for types only, or on demand. */
export type ImportKind = 'static' | 'type' | 'dynamic';

/**
 * What a file imports or re-exports, read by the compiler: each specifier as written, and how it is
 * imported (an `import type`, or one whose every name is a type, loads nothing).
 */
export function importsByKindOf(file: string): { specifier: string; kind: ImportKind }[] {
  const source = ts.createSourceFile(file, readSource(file), ts.ScriptTarget.Latest, true);
  const found: { specifier: string; kind: ImportKind }[] = [];
  const typeOnly = (clause: ts.ImportClause | undefined) =>
    clause !== undefined &&
    (clause.isTypeOnly ||
      (clause.name === undefined &&
        clause.namedBindings !== undefined &&
        ts.isNamedImports(clause.namedBindings) &&
        clause.namedBindings.elements.length > 0 &&
        clause.namedBindings.elements.every((element) => element.isTypeOnly)));
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier))
      found.push({
        specifier: node.moduleSpecifier.text,
        kind: typeOnly(node.importClause) ? 'type' : 'static',
      });
    else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier))
      found.push({ specifier: node.moduleSpecifier.text, kind: node.isTypeOnly ? 'type' : 'static' });
    else if (
      ts.isImportTypeNode(node) &&
      ts.isLiteralTypeNode(node.argument) &&
      ts.isStringLiteral(node.argument.literal)
    )
      found.push({ specifier: node.argument.literal.text, kind: 'type' });
    else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    )
      found.push({ specifier: node.arguments[0].text, kind: 'dynamic' });
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const isFile = (file: string) =>
  existsSync(path.join(root, file)) && statSync(path.join(root, file)).isFile();

/** Each package's folder by its name (@studio/kit → libs/kit). */
const packageDirOf = new Map(
  packageDirs.map((dir) => [readJson(path.join(root, dir, 'package.json')).name, dir]),
);

/**
 * The source file an import reaches, relative to the root, however it is spelt: a relative path (with or
 * without its extension, `.js` for `.ts`, a folder's index, `./x/../`), or a package of the repository by
 * its name and the subpath its package.json exports. Null for a module from outside the repository.
 */
export function resolveImport(file: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith('.')) base = path.normalize(path.join(path.dirname(file), specifier));
  else {
    const name = specifier.startsWith('@')
      ? specifier.split('/').slice(0, 2).join('/')
      : specifier.split('/')[0];
    const dir = packageDirOf.get(name as string);
    if (dir === undefined) return null;
    const subpath = `.${specifier.slice((name as string).length)}`;
    const exported = readJson(path.join(root, dir, 'package.json')).exports?.[subpath];
    base = path.normalize(path.join(dir, exported ?? subpath));
  }
  const stem = base.replace(/\.(js|jsx|mjs)$/, '');
  const candidates = [
    base,
    ...['.ts', '.tsx', '.mjs'].map((ext) => `${stem}${ext}`),
    `${base}/index.ts`,
    `${base}/index.tsx`,
  ];
  return candidates.find(isFile) ?? null;
}
