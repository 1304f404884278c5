import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The README and docs/ stand alone: a clone with no other folder beside it has every page they link to.
 * Each relative link (and image) points to a file or folder of the repository, and its #anchor, when it
 * has one, to a heading of that page; none leaves the repository (`../shared/…`).
 */
const root = path.resolve(import.meta.dirname, '..');
const pages = [
  'README.md',
  ...readdirSync(path.join(root, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
];

/** The text without its fenced code blocks and inline code, where a `](` is not a link. */
const prose = (text: string) => text.replace(/```[\s\S]*?```/g, '').replace(/`[^`\n]*`/g, '');

/** Markdown links and images: `[text](target)` and `![alt](target)`. */
const linksOf = (text: string) =>
  [...prose(text).matchAll(/!?\[[^\]]*\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)].map((m) => m[1] as string);

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces to hyphens. */
const slug = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/`/g, '')
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');

const anchorsOf = (text: string) =>
  new Set(
    prose(text.replace(/^(#{1,6}) (.*)$/gm, (_, hashes, title) => `${hashes} ${title.replace(/`/g, '')}`))
      .split('\n')
      .filter((line) => /^#{1,6} /.test(line))
      .map((line) => slug(line.replace(/^#{1,6} /, ''))),
  );

describe('the README and docs/', () => {
  it('has the documentation a newcomer needs', () => {
    for (const page of ['docs/architecture.md', 'docs/operations.md', 'docs/api.md', 'docs/configuration.md'])
      expect(existsSync(path.join(root, page)), page).toBe(true);
    const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
    for (const page of ['docs/architecture.md', 'docs/operations.md', 'docs/api.md', 'docs/configuration.md'])
      expect(linksOf(readme)).toContain(page);
  });

  it.each(pages)('%s links only to files of the repository that exist', (page) => {
    const text = readFileSync(path.join(root, page), 'utf8');
    const broken: string[] = [];
    for (const link of linksOf(text)) {
      if (/^[a-z][a-z0-9+.-]*:/i.test(link)) continue; // https:, mailto:
      const [target = '', anchor] = link.split('#');
      const file =
        target === '' ? path.join(root, page) : path.resolve(path.dirname(path.join(root, page)), target);
      if (path.relative(root, file).startsWith('..')) {
        broken.push(`${link}: outside the repository`);
        continue;
      }
      if (!existsSync(file)) {
        broken.push(`${link}: no such file`);
        continue;
      }
      if (anchor && statSync(file).isFile() && file.endsWith('.md')) {
        if (!anchorsOf(readFileSync(file, 'utf8')).has(anchor)) broken.push(`${link}: no such heading`);
      }
    }
    expect(broken).toEqual([]);
  });

  it.each(pages)('%s names no folder beside the repository', (page) => {
    const text = readFileSync(path.join(root, page), 'utf8');
    expect(text).not.toMatch(/\.\.\/shared\b|\bshared\/(SPEC|ARCHITECTURE|STYLE|DOMAIN)\.md/);
  });
});
