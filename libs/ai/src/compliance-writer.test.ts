import { describe, expect, it } from 'vitest';
import { checkCompliance } from './compliance.ts';
import { withoutBlockedParts } from './compliance-writer.ts';

const blocked = (text: string) => checkCompliance(text).some((flag) => flag.severity === 'block');

describe('withoutBlockedParts', () => {
  it('takes out the sentence that holds a block term and keeps the others as they were', () => {
    const text =
      'Ραντεβού για Botox στο ιατρείο μας. Η γιατρός σας εξετάζει πρώτα και σας εξηγεί τι γίνεται.';
    expect(withoutBlockedParts(text)).toBe('Η γιατρός σας εξετάζει πρώτα και σας εξηγεί τι γίνεται.');
  });

  it('takes out both sentences a blocked phrase runs over, each harmless alone', () => {
    const first = 'Καλώς ήρθατε σε όλους τους followers μας.';
    const second = 'Η τιμή είναι ειδική για εσάς.';
    const kept = 'Η γιατρός σας εξετάζει πρώτα και σας εξηγεί τι γίνεται.';
    expect(blocked(first) || blocked(second)).toBe(false);
    expect(blocked(`${first} ${second}`)).toBe(true);
    expect(withoutBlockedParts(`${first} ${second} ${kept}`)).toBe(kept);
  });

  it('is null when nothing acceptable is left', () => {
    expect(withoutBlockedParts('Botox με έκπτωση 20%!')).toBeNull();
  });
});
