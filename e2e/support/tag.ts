import { randomInt } from 'node:crypto';

const CONSONANTS = 'bcdfghjklmnpqrstvwxz';

/**
 * A test's own mark for the names it makes (businesses, products, e-mails), so that runs never meet:
 * six random consonants. Not hex: beside a treatment's name a hex mark like `60129e` reads as a price
 * (60129 €) and the compliance rules rightly flag every post naming it, and digits read as letters
 * (0 as o, 8 as b) can spell a term they flag. Consonants alone spell neither a price nor a word.
 */
export function testTag(length = 6): string {
  let tag = '';
  for (let i = 0; i < length; i++) tag += CONSONANTS[randomInt(CONSONANTS.length)];
  return tag;
}
