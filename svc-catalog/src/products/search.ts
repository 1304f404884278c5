import { type AnyColumn, type SQL, sql } from 'drizzle-orm';

/**
 * A search as a Greek reader types it: without accents or capitals («κολλαγονο» finds «Κολλαγόνο»).
 * Both sides are folded the same way: in JavaScript for the words typed, in SQL (lower() for every
 * script, translate() for Greek capitals and accented letters, whatever the database's locale) for the
 * column.
 */
const GREEK_FROM = 'ΆΈΉΊΌΎΏΪΫάέήίόύώϊϋΐΰςΑΒΓΔΕΖΗΘΙΚΛΜΝΞΟΠΡΣΤΥΦΧΨΩ';
const GREEK_TO = 'αεηιουωιυαεηιουωιυιυσαβγδεζηθικλμνξοπρστυφχψω';

/** The words typed, folded as `foldedColumn` folds the stored text. */
export function foldForSearch(text: string): string {
  return [...text.toLocaleLowerCase('el')]
    .map((ch) => {
      const at = GREEK_FROM.indexOf(ch);
      return at >= 0 ? GREEK_TO[at] : ch;
    })
    .join('');
}

/** The column folded for a search. */
export const foldedColumn = (column: AnyColumn): SQL =>
  sql`translate(lower(${column}), ${GREEK_FROM}, ${GREEK_TO})`;

/** LIKE's own characters in a search match themselves. */
export const likePattern = (search: string) => `%${search.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

/** Whether the column holds the words typed, accents and capitals aside. */
export const holds = (column: AnyColumn, search: string): SQL =>
  sql`${foldedColumn(column)} like ${likePattern(foldForSearch(search))}`;
