import { randomInt } from 'node:crypto';
import { checkCompliance } from '@studio/ai';

const CONSONANTS = 'bcdfghjklmnpqrstvwxz';

/**
 * A test's own mark for the names it makes (businesses, products, e-mails), so that runs never meet:
 * six random consonants the compliance gate passes. Not hex: beside a treatment's name a hex mark like
 * `60129e` reads as a price (60129 €), and digits read as letters (0 as o, 8 as b) can spell a term.
 * Consonants alone spell no price, but they can begin a medicine's abbreviation the gate rightly
 * refuses even glued to other letters («glp…», «btx…», «trt…»), so a mark it flags is drawn again.
 */
export function testTag(length = 6): string {
  for (;;) {
    let tag = '';
    for (let i = 0; i < length; i++) tag += CONSONANTS[randomInt(CONSONANTS.length)];
    if (checkCompliance(`Κλινική ${tag}`).length === 0) return tag;
  }
}
