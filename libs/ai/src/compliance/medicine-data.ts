/**
 * The names of prescription-only medicines from the data files beside this module, with where
 * each came from: `sources/ema-medicines.csv` (rows of the European Medicines Agency's table of centrally
 * authorised medicines, in the ATC classes and therapeutic areas a clinic's field touches) and
 * `sources/other-names.csv` (national and decentralised brands sold in Greece and Cyprus, brands from outside
 * the EU that are imported or written about, codes and street names, each with its source). The script
 * `libs/ai/scripts/medicine-lists.ts` turns them into `medicine-names.generated.ts`, which the rules read;
 * it can also take the whole EMA table again (`--ema drugs.csv`) and select its rows anew.
 */

/** The groups of medicines the prescription-medicine rule lists (prescription-medicines.ts). */
export const MEDICINE_GROUPS = [
  'botulinum-toxins',
  'weight-loss',
  'acne',
  'deoxycholic-acid',
  'hair-loss',
  'skin',
] as const;
export type MedicineGroup = (typeof MEDICINE_GROUPS)[number];

/** A row of a data file: its columns by name. */
export type Row = Record<string, string>;

/** Parses CSV text (RFC 4180: quoted fields, doubled quotes, commas and new lines inside quotes). */
export function parseCsv(text: string): Row[] {
  const records: string[][] = [];
  let field = '';
  let record: string[] = [];
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      record.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i++;
      record.push(field);
      records.push(record);
      record = [];
      field = '';
    } else field += char;
  }
  if (field !== '' || record.length > 0) {
    record.push(field);
    records.push(record);
  }
  const [header, ...rows] = records.filter((r) => r.some((cell) => cell.trim() !== ''));
  if (!header) return [];
  return rows.map((cells) =>
    Object.fromEntries(header.map((name, i) => [name.trim(), (cells[i] ?? '').trim()])),
  );
}

/** Writes rows as CSV with these columns, quoting the cells that need it. */
export function toCsv(columns: readonly string[], rows: readonly Row[]): string {
  const cell = (value: string) => (/[",\n\r]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);
  return `${[columns.join(','), ...rows.map((row) => columns.map((c) => cell(row[c] ?? '')).join(','))].join('\n')}\n`;
}

export const EMA_COLUMNS = [
  'medicine_name',
  'active_substance',
  'atc_code',
  'therapeutic_area',
  'authorisation_status',
  'group',
  'epar_url',
  'read_in_copy',
] as const;

/**
 * Substances whose medicines a clinic's field touches whatever class or area the EMA table files them
 * under: the GLP-1 receptor agonists (alone or in a fixed combination with an insulin, filed under A10),
 * eflornithine (hirsutism), and the systemic medicines EMA authorised for a skin or hair condition
 * beside their first area (baricitinib for alopecia areata, upadacitinib for atopic dermatitis,
 * certolizumab pegol for plaque psoriasis).
 */
const SUBSTANCE_GROUPS: [RegExp, MedicineGroup][] = [
  [/\b(?:semaglutide|liraglutide|tirzepatide|dulaglutide|exenatide|lixisenatide)\b/i, 'weight-loss'],
  [/\b(?:eflornithine|baricitinib)\b/i, 'hair-loss'],
  [/\b(?:upadacitinib|certolizumab)\b/i, 'skin'],
];

/** ATC classes (as the EMA table writes them) whose authorised medicines the gate lists, and their group. */
const ATC_GROUPS: [string, MedicineGroup][] = [
  ['M03AX01', 'botulinum-toxins'],
  ['A10BJ', 'weight-loss'],
  ['A10BX16', 'weight-loss'],
  ['A08A', 'weight-loss'],
  ['D10B', 'acne'],
  ['D10A', 'acne'],
  ['D11AX24', 'deoxycholic-acid'],
  ['D11AX10', 'hair-loss'],
  ['D11AH', 'skin'],
  ['D11', 'skin'],
  ['D05B', 'skin'],
];

/** Therapeutic areas (as the EMA table writes them) that make a medicine one a clinic's field touches. */
const AREA_GROUPS: [RegExp, MedicineGroup][] = [
  [/obesity|overweight/i, 'weight-loss'],
  [/\bacne\b/i, 'acne'],
  [/alopecia|hirsutism/i, 'hair-loss'],
  [
    /psoriasis|dermatitis, atopic|hidradenitis|urticaria|rosacea|skin diseases|vitiligo|prurigo|skin aging/i,
    'skin',
  ],
];

/** Substances sold without a prescription at some strength: their names alone are no advertising of one. */
export const NOT_ONLY_ON_PRESCRIPTION = new Set([
  'orlistat',
  'minoxidil',
  'benzoyl peroxide',
  'azelaic acid',
]);

/** The group of an EMA row, or null when the gate does not list it. */
export function groupOfEmaRow(row: Row): MedicineGroup | null {
  const substance = `${row.common_name ?? ''} ${row.active_substance ?? ''}`;
  for (const [pattern, group] of SUBSTANCE_GROUPS) if (pattern.test(substance)) return group;
  const atc = row.atc_code ?? '';
  for (const [prefix, group] of ATC_GROUPS) if (atc.startsWith(prefix)) return group;
  const area = row.therapeutic_area ?? '';
  for (const [pattern, group] of AREA_GROUPS) if (pattern.test(area)) return group;
  return null;
}

/**
 * The rows of the whole EMA table (its CSV as published, e.g. the copy in rfordatascience/tidytuesday,
 * data/2023/2023-03-14/drugs.csv) the gate lists: human medicines, authorised, in a listed class or area.
 */
export function selectEmaRows(table: readonly Row[]): Row[] {
  return table
    .filter((row) => (row.category ?? 'human') === 'human' && row.authorisation_status === 'authorised')
    .flatMap((row) => {
      const group = groupOfEmaRow(row);
      if (!group) return [];
      return [
        {
          medicine_name: row.medicine_name ?? '',
          active_substance: row.common_name || row.active_substance || '',
          atc_code: row.atc_code ?? '',
          therapeutic_area: row.therapeutic_area ?? '',
          authorisation_status: row.authorisation_status ?? '',
          group,
          epar_url: row.url ?? row.epar_url ?? '',
          read_in_copy: 'yes',
        },
      ];
    });
}

/** A medicine's name as people write it: without «(previously …)» and similar notes. */
const plainName = (name: string) => name.replace(/\s*\([^)]*\)\s*/g, ' ').trim();

/** The names a group lists, from the rows of both files, each once (first spelling kept), sorted. */
export function namesByGroup(ema: readonly Row[], others: readonly Row[]): Record<MedicineGroup, string[]> {
  const byGroup = Object.fromEntries(MEDICINE_GROUPS.map((g) => [g, new Map<string, string>()])) as Record<
    MedicineGroup,
    Map<string, string>
  >;
  const add = (group: string, name: string) => {
    const names = byGroup[group as MedicineGroup];
    if (!names) throw new Error(`Unknown group «${group}» for «${name}»`);
    const plain = plainName(name);
    if (plain.length < 3 || NOT_ONLY_ON_PRESCRIPTION.has(plain.toLowerCase())) return;
    if (!names.has(plain.toLowerCase())) names.set(plain.toLowerCase(), plain);
  };
  for (const row of ema) {
    add(row.group!, row.medicine_name!);
    for (const substance of (row.active_substance ?? '').split(/\s*,\s*/))
      if (substance) add(row.group!, substance);
  }
  for (const row of others) add(row.group!, row.name!);
  return Object.fromEntries(
    MEDICINE_GROUPS.map((g) => [g, [...byGroup[g].values()].sort((a, b) => a.localeCompare(b, 'en'))]),
  ) as Record<MedicineGroup, string[]>;
}

/** How a name is matched: by its sound with near-misses (the default), by its sound exactly, or as a word. */
export type NameMatching = 'exact' | 'word';

/**
 * The names matched otherwise than by sound and near-misses, by small letters: codes (kind `code`) as
 * words, and the names of `sources/name-matching.csv`, whose near sounds are ordinary words.
 */
export function matchingOfNames(
  others: readonly Row[],
  overrides: readonly Row[],
): Record<string, NameMatching> {
  const matching: Record<string, NameMatching> = {};
  for (const row of others) if (row.kind === 'code') matching[row.name!.toLowerCase()] = 'word';
  for (const row of overrides) {
    if (row.matching !== 'exact' && row.matching !== 'word')
      throw new Error(`Unknown matching «${row.matching}» for «${row.name}»`);
    matching[row.name!.toLowerCase()] = row.matching;
  }
  return matching;
}

/** The generated module's text. */
export function renderNamesModule(
  names: Record<MedicineGroup, string[]>,
  matching: Record<string, NameMatching>,
  ordinary: readonly Row[],
): string {
  const quoted = (text: string) => `'${text.replaceAll("'", "\\'")}'`;
  const groups = MEDICINE_GROUPS.map(
    (group) => `  '${group}': [\n${names[group].map((n) => `    ${quoted(n)},`).join('\n')}\n  ],`,
  ).join('\n');
  const matchings = Object.entries(matching)
    .sort(([a], [b]) => a.localeCompare(b, 'en'))
    .map(([name, how]) => `  ${quoted(name)}: '${how}',`)
    .join('\n');
  const words = ordinary.map((row) => `  ${quoted(row.word!.toLowerCase())},`).join('\n');
  return `// Generated by \`npm run compliance:lists\` (libs/ai/scripts/medicine-lists.ts) from the files of
// libs/ai/src/compliance/sources/: change the data files, not this file.
import type { MedicineGroup, NameMatching } from './medicine-data.ts';

export const MEDICINE_NAMES_FROM_DATA: Record<MedicineGroup, readonly string[]> = {
${groups}
};

/** Names matched otherwise than by sound and near-misses (sources/name-matching.csv, codes), by small letters. */
export const NAME_MATCHING: Record<string, NameMatching> = {
${matchings}
};

/** Ordinary words that sound like a name and are never read as one (sources/ordinary-words.csv). */
export const ORDINARY_WORDS: readonly string[] = [
${words}
];
`;
}
