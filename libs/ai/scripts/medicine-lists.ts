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
 *   npm run compliance:lists -- --dictionary      first reads every word of the Greek spelling dictionary
 *                                                 (the dictionary-el package) through the gate and adds those
 *                                                 it reads as a medicine's name without being one
 *                                                 (medicine-data.ts, isFormOfName) to sources/dictionary-words.csv
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  DICTIONARY_COLUMNS,
  DICTIONARY_SOURCE,
  EMA_COLUMNS,
  isFormOfName,
  matchingOfNames,
  namesByGroup,
  parseCsv,
  type Row,
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
const DICTIONARY_FILE = here('../src/compliance/sources/dictionary-words.csv');
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

if (process.argv.includes('--dictionary')) {
  // Imported here only: the gate reads the lists this script writes.
  const { checkCompliance } = await import('../src/compliance.ts');
  const kept = parseCsv(readFileSync(DICTIONARY_FILE, 'utf8'));
  const known = new Set(kept.map((row) => row.word));
  const dictionaryDir = dirname(createRequire(import.meta.url).resolve('dictionary-el'));
  const dictionary = readFileSync(join(dictionaryDir, 'index.dic'), 'utf8');
  const added: Row[] = [];
  // The first line of a hunspell .dic file is its count of words; every other line is one word.
  for (const word of new Set(
    dictionary
      .split('\n')
      .slice(1)
      .map((w) => w.trim().toLowerCase()),
  )) {
    if (!word || known.has(word)) continue;
    for (const flag of checkCompliance(word))
      if (flag.ruleId === 'prescription-medicine' && !isFormOfName(word, flag.term)) {
        added.push({ word, reads_as: flag.term, source: DICTIONARY_SOURCE });
        known.add(word);
        break;
      }
  }
  const rows = [...kept, ...added].sort((a, b) => a.word!.localeCompare(b.word!, 'el'));
  writeFileSync(DICTIONARY_FILE, toCsv(DICTIONARY_COLUMNS, rows));
  console.log(`${added.length} dictionary words added to ${rows.length - added.length}`);
}

const names = namesByGroup(
  parseCsv(readFileSync(EMA_FILE, 'utf8')),
  parseCsv(readFileSync(OTHERS_FILE, 'utf8')),
  parseCsv(readFileSync(WHO_FILE, 'utf8')),
);
const others = parseCsv(readFileSync(OTHERS_FILE, 'utf8'));
const matching = matchingOfNames(others, parseCsv(readFileSync(MATCHING_FILE, 'utf8')));
const ordinary = [
  ...parseCsv(readFileSync(ORDINARY_FILE, 'utf8')),
  ...parseCsv(readFileSync(DICTIONARY_FILE, 'utf8')),
];
writeFileSync(OUTPUT, renderNamesModule(names, matching, ordinary));
console.log(
  `wrote ${OUTPUT}: ${Object.values(names).reduce((n, list) => n + list.length, 0)} names in ${Object.keys(names).length} groups`,
);
// Written in the repository's style, as biome would format it.
execFileSync('npx', ['biome', 'format', '--write', OUTPUT], { stdio: 'inherit' });
