import { describe, expect, it } from 'vitest';
import { checkCompliance } from '../compliance.ts';
import { compacted, readingOf } from './reading.ts';

const compactText = (source: string) => compacted(readingOf(source)).text;

describe('a compacted reading', () => {
  it('keeps «ό,τι» as the word it is, so an ordinary sentence is read once', () => {
    const reading = readingOf('Ρωτήστε ό,τι θέλετε, ο,τι σας απασχολεί.');
    expect(compacted(reading)).toBe(reading);
  });

  it('still puts together a word taken apart by marks, a comma among them', () => {
    expect(compactText('Bo,tox και Β.ο.τ.ο.ξ')).toBe('botox και βοτοξ');
    expect(compactText('πο,τι')).toBe('ποτι');
    expect(checkCompliance('Ρωτήστε ό,τι θέλετε για B,o,t,o,x').map((f) => f.ruleId)).toContain(
      'prescription-medicine',
    );
  });
});
