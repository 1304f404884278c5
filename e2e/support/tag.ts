import { randomInt } from 'node:crypto';
import { readFileSync } from 'node:fs';

const CONSONANTS = 'bcdfghjklmnpqrstvwxz';

/**
 * The medicines' names and codes the compliance gate refuses (its source lists), in small Latin letters:
 * a mark that begins with a short one («glp…», «btx…») or holds a longer one is drawn again.
 */
const NAMES = ['ema-medicines.csv', 'other-names.csv'].flatMap((file) =>
  readFileSync(new URL(`../../libs/ai/src/compliance/sources/${file}`, import.meta.url), 'utf8')
    .split('\n')
    .slice(1)
    .map((line) =>
      line
        .split(',')[0]!
        .toLowerCase()
        .replace(/[^a-z]/g, ''),
    )
    .filter((name) => name.length >= 3),
);

const spellsAName = (tag: string) =>
  NAMES.some(
    (name) => (name.length <= 6 && tag.startsWith(name)) || (name.length >= 4 && tag.includes(name)),
  );

/**
 * A test's own mark for the names it makes (businesses, products, e-mails), so that runs never meet:
 * six random consonants. Not hex: beside a treatment's name a hex mark like `60129e` reads as a price
 * (60129 €), and digits read as letters (0 as o, 8 as b) can spell a term. Consonants alone spell no price,
 * but they can begin a medicine's code that the gate rightly refuses even glued to other letters.
 */
export function testTag(length = 6): string {
  for (;;) {
    let tag = '';
    for (let i = 0; i < length; i++) tag += CONSONANTS[randomInt(CONSONANTS.length)];
    if (!spellsAName(tag)) return tag;
  }
}
