/**
 * The gate over every public field: a post's text, first comment, alt texts and the words read
 * inside its images, and what feeds the writer (product names and description, the company's name). Each
 * field is matched on its own as `checkCompliance` matches a text; a flag names its field, and a refusal
 * names the field, the phrase and the rule, in the language of the screen that asked.
 */
import {
  COMPLIANCE_FIELD_LABELS_EL,
  COMPLIANCE_FIELD_LABELS_EN,
  type ComplianceField,
  type ComplianceFlag,
} from '@studio/contracts';
import { checkTexts, DEFAULT_RULE_SET, type RulesToMatch } from './compliance.ts';

/** One public field's text (null or empty: nothing to check). */
export type PublicField = { field: ComplianceField; text: string | null | undefined };

/** The flags of every field, in the order the fields are given, each flag naming its field. */
export function checkFields(
  fields: readonly PublicField[],
  ruleSet: RulesToMatch = DEFAULT_RULE_SET,
): ComplianceFlag[] {
  const present = fields.filter((f): f is { field: ComplianceField; text: string } => Boolean(f.text));
  const flags = checkTexts(
    present.map((f) => f.text),
    ruleSet,
  );
  return present.flatMap(({ field }, i) => flags[i]!.map((flag) => ({ ...flag, field })));
}

/**
 * The flags of the words printed in a post's images, as a reader scrolls them: each image's alone, and,
 * when two or more hold words, all of them together in their order, once spaced and once glued at the
 * images' edges, so a name spelt across the images of a carousel («BO» | «TOX», «Roacc» | «utane») is read
 * as the one name it shows (field `carouselText`). A flag found together that one image holds already is
 * left out.
 */
export function imageTextFlags(
  texts: readonly (string | null | undefined)[],
  ruleSet: RulesToMatch = DEFAULT_RULE_SET,
): ComplianceFlag[] {
  const present = texts.map((text) => text?.trim() ?? '').filter((text) => text !== '');
  const fields: PublicField[] = present.map((text) => ({ field: 'imageText', text }));
  if (present.length > 1)
    fields.push(
      { field: 'carouselText', text: present.join(' ') },
      { field: 'carouselText', text: present.join('') },
    );
  const flags = checkFields(fields, ruleSet);
  const single = flags.filter((flag) => flag.field === 'imageText');
  const kept: ComplianceFlag[] = [...single];
  for (const flag of flags) {
    if (flag.field === 'imageText') continue;
    const together = lettersOf(flag.phrase);
    const known = kept.some((k) => k.ruleId === flag.ruleId && together.includes(lettersOf(k.phrase)));
    if (!known) kept.push(flag);
  }
  return kept;
}

/** A phrase's letters and digits, in small letters: the same words glued or spaced compare equal. */
const lettersOf = (phrase: string) => phrase.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

/** The field a flag belongs to: the post's text when it names none. */
export const fieldOf = (flag: ComplianceFlag): ComplianceField => flag.field ?? 'content';

/**
 * Why fields that are saved, not published, may not be saved (a product's or company's name, an alt
 * text): their `block` flags, naming each field and term; null when none. Warn flags are no reason to
 * refuse a name: the posts written from it are checked and acknowledged on their own.
 */
export function blockedFieldsMessage(flags: readonly ComplianceFlag[], language: 'el' | 'en'): string | null {
  const blocked = flags.filter((f) => f.severity === 'block');
  if (blocked.length === 0) return null;
  const labels = language === 'el' ? COMPLIANCE_FIELD_LABELS_EL : COMPLIANCE_FIELD_LABELS_EN;
  const named = blocked.map((f) => `${labels[fieldOf(f)]}: «${f.phrase}» (${f.rule})`).join('; ');
  return language === 'el'
    ? `Δεν μπορεί να αποθηκευτεί: ${named}. ${blocked[0]!.reason}`
    : `This cannot be saved: ${named}. It breaks the medical advertising rules; change the text.`;
}
