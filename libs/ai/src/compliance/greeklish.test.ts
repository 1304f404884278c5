import { describe, expect, it } from 'vitest';
import { checkCompliance } from '../compliance.ts';
import { greeklishSounds, greekSounds, showsGreeklish, soundsPattern } from './greeklish.ts';
import { readingOf } from './reading.ts';

const rulesOf = (text: string) => checkCompliance(text).map((f) => f.ruleId);

describe('Greek written in Latin letters', () => {
  it('sounds as the Greek it spells, «ou», «eu» and «ey» included, numbers kept', () => {
    expect(greeklishSounds('rantevou')).toBe(greekSounds('ραντεβου'));
    expect(greeklishSounds('deuteri')).toBe(greekSounds('δευτερη'));
    expect(greeklishSounds('eyxaristimeni')).toBe(greekSounds('ευχαριστημενη'));
    expect(greeklishSounds('3')).toBe('3');
  });

  it('reads «th», «thn», «ths» alone as the articles, not as a θ', () => {
    expect(['th', 'thn', 'ths'].map(greeklishSounds)).toEqual(['τη', 'την', 'της'].map(greekSounds));
    expect(greeklishSounds('thalassa')).toBe(greekSounds('θαλασσα'));
    expect(rulesOf('Oi fakoi epafhs pou ferame stamatane th myopia twn paidiwn!')).toContain('cure');
  });

  it('writes a pattern of the reading in the sounds alphabet, syntax and Latin letters kept', () => {
    expect(soundsPattern('(?<!\\p{L})(?:δωρεαν|free)\\s+συνεδρι\\p{L}*')).toBe(
      '(?<!\\p{L})(?:dorean|free)\\s+sinedri\\p{L}*',
    );
    expect(soundsPattern('μυ[εσ]ξ?')).toBe('mi[es](?:ks)?');
  });

  it('is told by two of the rules’ words without small words, never in an English text', () => {
    const stems = new Set(['sinedri', 'dorean']);
    expect(showsGreeklish(readingOf('deuteri synedria dwrean'), stems)).toBe(true);
    expect(showsGreeklish(readingOf('the synedria is dwrean'), stems)).toBe(false);
    expect(showsGreeklish(readingOf('synedria'), stems)).toBe(false);
  });

  it('goes through the claim rules: near pairs and guarantees, not the ordinary booking line', () => {
    expect(rulesOf('deuteri synedria dwrean')).toContain('price-promotion');
    expect(rulesOf('3+1 dwro stis synedries')).toContain('price-promotion');
    expect(rulesOf('egguimeno apotelesma')).toContain('guaranteed-result');
    expect(rulesOf('kleiste rantevou sto 2101234567')).toEqual([]);
  });
});
