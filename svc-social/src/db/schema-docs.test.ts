import { readFileSync } from 'node:fs';
import * as sandboxSchema from '@studio/facebook-sandbox/postgres';
import { getTableName, isTable } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as schema from './schema.ts';

const ARCHITECTURE = new URL('../../../docs/architecture.md', import.meta.url);

/** The tables a row of docs/architecture.md's "Who owns which table" names for `schemaName`. */
function documentedTables(schemaName: string): string[] {
  const row = readFileSync(ARCHITECTURE, 'utf8')
    .split('\n')
    .find((line) => line.startsWith(`| \`${schemaName}\` |`));
  const tables = row?.split('|')[3] ?? '';
  return [...tables.matchAll(/`([a-z_]+)`/g)].map((match) => match[1]!).sort();
}

const tablesOf = (declarations: Record<string, unknown>) =>
  Object.values(declarations)
    .filter(isTable)
    .map((table) => getTableName(table))
    .sort();

describe('the tables of svc-social and of the Facebook sandbox it loads', () => {
  it('are the ones docs/architecture.md says each owns, every one of them', () => {
    expect(tablesOf(schema).length).toBeGreaterThan(20);
    expect(documentedTables('social')).toEqual(tablesOf(schema));
    expect(documentedTables('facebook_sandbox')).toEqual(tablesOf(sandboxSchema));
    expect(tablesOf(sandboxSchema)).toHaveLength(5);
  });
});
