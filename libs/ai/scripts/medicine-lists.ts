/**
 * Rebuilds the medicine names the compliance gate blocks from its data files:
 *   npm run compliance:lists                      writes src/compliance/medicine-names.generated.ts
 *   npm run compliance:lists -- --ema drugs.csv   first selects the rows of the whole EMA table anew
 *                                                 (its CSV, e.g. rfordatascience/tidytuesday's copy,
 *                                                 data/2023/2023-03-14/drugs.csv) into sources/ema-medicines.csv
 *   npm run compliance:lists -- --atc "WHO ATC-DDD 2026-04-25.csv" [--atc-source "…"]
 *                                                 first selects the substances of the WHO ATC index's classes
 *                                                 (medicine-data.ts, WHO_ATC_GROUPS; the CSV as fabkury/atcd
 *                                                 publishes it) into sources/who-atc-substances.csv
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  EMA_COLUMNS,
  matchingOfNames,
  namesByGroup,
  parseCsv,
  renderNamesModule,
  selectEmaRows,
  selectWhoAtcRows,
  toCsv,
  WHO_ATC_COLUMNS,
} from '../src/compliance/medicine-data.ts';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const EMA_FILE = here('../src/compliance/sources/ema-medicines.csv');
const OTHERS_FILE = here('../src/compliance/sources/other-names.csv');
const MATCHING_FILE = here('../src/compliance/sources/name-matching.csv');
const ORDINARY_FILE = here('../src/compliance/sources/ordinary-words.csv');
const WHO_FILE = here('../src/compliance/sources/who-atc-substances.csv');
const OUTPUT = here('../src/compliance/medicine-names.generated.ts');

const at = process.argv.indexOf('--ema');
if (at >= 0) {
  const table = parseCsv(readFileSync(process.argv[at + 1]!, 'utf8'));
  const selected = selectEmaRows(table);
  const kept = parseCsv(readFileSync(EMA_FILE, 'utf8'));
  const found = new Set(selected.map((r) => r.medicine_name!.toLowerCase()));
  // Rows written down from elsewhere that this copy of the table lacks stay, marked as not read in it.
  const notInTable = kept.filter((r) => !found.has(r.medicine_name!.toLowerCase()));
  for (const row of notInTable) console.log(`not in this copy of the EMA table: ${row.medicine_name}`);
  const rows = [...selected, ...notInTable.map((r) => ({ ...r, read_in_copy: 'no' }))];
  writeFileSync(EMA_FILE, toCsv(EMA_COLUMNS, rows));
  console.log(`${selected.length} rows selected from ${table.length} of the EMA table`);
}

const atAtc = process.argv.indexOf('--atc');
if (atAtc >= 0) {
  const file = process.argv[atAtc + 1]!;
  const atSource = process.argv.indexOf('--atc-source');
  const source = atSource >= 0 ? process.argv[atSource + 1]! : file.split('/').pop()!;
  const rows = selectWhoAtcRows(parseCsv(readFileSync(file, 'utf8')), source);
  writeFileSync(WHO_FILE, toCsv(WHO_ATC_COLUMNS, rows));
  console.log(`${rows.length} substances selected from the WHO ATC index`);
}

const names = namesByGroup(
  parseCsv(readFileSync(EMA_FILE, 'utf8')),
  parseCsv(readFileSync(OTHERS_FILE, 'utf8')),
  parseCsv(readFileSync(WHO_FILE, 'utf8')),
);
const others = parseCsv(readFileSync(OTHERS_FILE, 'utf8'));
const matching = matchingOfNames(others, parseCsv(readFileSync(MATCHING_FILE, 'utf8')));
writeFileSync(OUTPUT, renderNamesModule(names, matching, parseCsv(readFileSync(ORDINARY_FILE, 'utf8'))));
console.log(
  `wrote ${OUTPUT}: ${Object.values(names).reduce((n, list) => n + list.length, 0)} names in ${Object.keys(names).length} groups`,
);
// Written in the repository's style, as biome would format it.
execFileSync('npx', ['biome', 'format', '--write', OUTPUT], { stdio: 'inherit' });
