import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { isTestCode, packageDirs, readSource, sourceFiles } from './repository.ts';

/**
 * One clock. Production code asks the time of the clock it is given: a service's `context.clock` (the
 * platform's, libs/kit/src/clock.ts), passed on to what it calls; a library takes a `Clock` and falls
 * back to the kit's `systemClock`; the browser's code reads `browserClock` (libs/web/src/clock.ts).
 * Those two modules are the only reads of the wall clock, so a test sets the time of a whole service,
 * and "now" means the same thing in every path of it.
 *
 * What counts as a read of the wall clock: `Date.now` (called or passed on), `new Date()` with no
 * argument, `performance.timeOrigin` (the wall time a monotonic reading is counted from) and
 * `Temporal.Now`. `performance.now()` is not one: it measures durations (how long a call took, how long
 * to keep waiting) on the monotonic clock and never stands for a time of day. `new Date(x)` reads
 * nothing: it converts.
 *
 * Outside the rule: the tests and what only tests run (test helpers, the safety suite, the browser
 * journeys, the benchmark), the fakes of outside servers in libs/fakes (used by tests only: they date
 * their answers as the real servers do) and the repository's scripts (tools run from a shell, not the
 * platform).
 */
const CLOCKS = ['libs/kit/src/clock.ts', 'libs/web/src/clock.ts'];
const OUTSIDE_THE_RULE = ['libs/fakes', 'scripts'];

/** Where a file reads the wall clock itself: `file:line what`. */
function wallClockReads(file: string, text: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const at = (node: ts.Node, what: string) =>
    found.push(`${file}:${source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1} ${what}`);
  const named = (node: ts.Node, object: string, property: string) =>
    ts.isPropertyAccessExpression(node) &&
    ts.isIdentifier(node.expression) &&
    node.expression.text === object &&
    node.name.text === property;
  const visit = (node: ts.Node) => {
    if (named(node, 'Date', 'now')) at(node, 'Date.now');
    if (named(node, 'performance', 'timeOrigin')) at(node, 'performance.timeOrigin');
    if (named(node, 'Temporal', 'Now')) at(node, 'Temporal.Now');
    if (
      ts.isNewExpression(node) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === 'Date' &&
      (node.arguments === undefined || node.arguments.length === 0)
    )
      at(node, 'new Date()');
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('the one clock', () => {
  it('finds a read of the wall clock however it is spelt, and no conversion or duration', () => {
    const sample = `
      const a = Date.now();
      const b = new Date();
      const c = new Date;
      const d = { clock: Date.now };
      const e = performance.timeOrigin + performance.now();
      const f = new Date(row.createdAt);
      const g = performance.now() - started;
      // Date.now() in a comment
      const h = 'new Date() in a string';
      const i = Date.parse(text);`;
    expect(wallClockReads('sample.ts', sample)).toEqual([
      'sample.ts:2 Date.now',
      'sample.ts:3 new Date()',
      'sample.ts:4 new Date()',
      'sample.ts:5 Date.now',
      'sample.ts:6 performance.timeOrigin',
    ]);
  });

  it('is read only through the kit’s clock and the browser’s, outside the tests', () => {
    const files = packageDirs
      .flatMap((dir) => sourceFiles(dir))
      .filter((file) => !isTestCode(file))
      .filter((file) => !OUTSIDE_THE_RULE.some((dir) => file.startsWith(`${dir}/`)))
      .filter((file) => !CLOCKS.includes(file));
    expect(files.length).toBeGreaterThan(500);
    expect(files.flatMap((file) => wallClockReads(file, readSource(file)))).toEqual([]);
    for (const clock of CLOCKS) expect(wallClockReads(clock, readSource(clock))).toHaveLength(1);
  });
});

describe('the business’s time zone', () => {
  /**
   * Every date shown or judged is in the business's own zone, read from its company settings; the
   * platform's default zone is written once, in libs/contracts (DEFAULT_TIME_ZONE). The portal's list of
   * zones names Athens among those a Greek business is offered first.
   */
  const NAMING_ATHENS = ['libs/contracts/src/company.ts', 'mfe-portal/src/time-zones.ts'];

  it('names Europe/Athens only as the default and in the portal’s list of zones', () => {
    const naming = packageDirs
      .flatMap((dir) => sourceFiles(dir))
      .filter((file) => !isTestCode(file))
      .filter((file) => /['"`]Europe\/Athens['"`]/.test(readSource(file)));
    expect(naming.sort()).toEqual([...NAMING_ATHENS].sort());
  });
});
