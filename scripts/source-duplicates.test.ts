import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { meaningfulLines, sharedBlocks } from './source-duplicates.ts';

const block = [
  'export function totalOf(rows: Row[]): number {',
  '  const reach = rows.map((row) => row.reach ?? 0);',
  '  const clicks = rows.map((row) => row.clicks ?? 0);',
  '  const total = reach.reduce((sum, value) => sum + value, 0);',
  '  const rate = total === 0 ? 0 : clicks.length / total;',
  '  return Math.round(rate * 1000) / 10 + total;',
  '}',
].join('\n');

function tree(files: Record<string, string>) {
  const root = mkdtempSync(path.join(tmpdir(), 'duplicates-'));
  for (const [file, text] of Object.entries(files)) {
    const full = path.join(root, file.replaceAll('/', '_'));
    writeFileSync(full, text);
  }
  const names = Object.keys(files).map((file) => file.replaceAll('/', '_'));
  return { root, names, packageOf: (file: string) => file.split('_')[0] as string };
}

describe('meaningfulLines', () => {
  it('passes over comments, imports, blank lines and lone punctuation, and folds white space', () => {
    const lines = meaningfulLines(
      [
        'import { a,',
        "  b } from './a.ts';",
        '/** A comment',
        ' * on two lines. */',
        '// another',
        '',
        'const   value = a + b;',
        '});',
      ].join('\n'),
    );
    expect(lines).toEqual([{ text: 'const value = a + b;', line: 7 }]);
  });
});

describe('sharedBlocks', () => {
  it('finds a block that two packages both hold, once however long the run', () => {
    const { root, names, packageOf } = tree({
      'pkga/one.ts': `const x = 1;\n${block}\nexport const tail = 'a long enough tail line here';`,
      'pkgb/two.ts': `// heading\n${block}\n`,
    });
    const shared = sharedBlocks(root, names, packageOf);
    expect(shared).toHaveLength(1);
    expect(shared[0]?.places).toEqual([
      { file: 'pkga_one.ts', line: 2 },
      { file: 'pkgb_two.ts', line: 2 },
    ]);
  });

  it('lets one package repeat itself (that is for review, not this rule)', () => {
    const { root, names, packageOf } = tree({ 'pkga/one.ts': block, 'pkga/two.ts': block });
    expect(sharedBlocks(root, names, packageOf)).toEqual([]);
  });

  it('does not count runs of thin lines (closing brackets, short keys)', () => {
    const thin = ['a: 1,', 'b: 2,', 'c: 3,', 'd: 4,', 'e: 5,', 'f: 6,'].join('\n');
    const { root, names, packageOf } = tree({ 'pkga/one.ts': thin, 'pkgb/two.ts': thin });
    expect(sharedBlocks(root, names, packageOf)).toEqual([]);
  });

  it('counts the CSS declarations of styled components as thin (the theme’s vocabulary)', () => {
    const css = [
      'const Header = styled.div`',
      '  display: flex;',
      '  flex-wrap: wrap;',
      '  align-items: center;',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the text of a styled component's source
      '  gap: ${({ theme }) => theme.space.md};',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the text of a styled component's source
      '  border: 1px solid ${({ theme }) => theme.colors.border};',
      '`;',
    ].join('\n');
    const { root, names, packageOf } = tree({ 'pkga/one.ts': css, 'pkgb/two.ts': css });
    expect(sharedBlocks(root, names, packageOf)).toEqual([]);
  });

  it('does not pair blocks that differ in a name', () => {
    const { root, names, packageOf } = tree({
      'pkga/one.ts': block,
      'pkgb/two.ts': block.replace('clicks', 'taps'),
    });
    expect(sharedBlocks(root, names, packageOf)).toEqual([]);
  });
});
