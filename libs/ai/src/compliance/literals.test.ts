import { describe, expect, it } from 'vitest';
import { emptyTable, holdsAny, literalId, presentIn, releaseHeld } from './literals.ts';

describe('literal table', () => {
  const table = emptyTable();
  const literals = ['botox', 'bot', 'otox', 'ox', 'x', '', 'ρυτιδ', 'τιδ', '★★★★', '🅑o'];
  const ids = literals.map((literal) => literalId(table, literal));

  it('gives each literal one id, however often it is added', () => {
    expect(new Set(ids).size).toBe(literals.length);
    expect(literalId(table, 'bot')).toBe(ids[1]);
  });

  it('finds every literal a text holds, overlapping, at its start and end, and no other', () => {
    const held = (text: string) => {
      const { present, ids: found } = presentIn(text, table);
      const held = literals.filter((_, i) => present[ids[i]!] === 1);
      expect(found.map((id) => literals[ids.indexOf(id)]).sort()).toEqual([...held].sort());
      return held;
    };
    expect(held('botox')).toEqual(['botox', 'bot', 'otox', 'ox', 'x', '']);
    expect(held('οι ρυτίδες, ρυτιδ')).toEqual(['', 'ρυτιδ', 'τιδ']);
    expect(held('★★★ και ★★★★!')).toEqual(['', '★★★★']);
    expect(held('🅑o b')).toEqual(['', '🅑o']);
    expect(held('bo')).toEqual(['']);
  });

  it('tells whether a text holds one of several literals', () => {
    const { present } = presentIn('ox', table);
    expect(holdsAny(present, [ids[0]!, ids[3]!])).toBe(true);
    expect(holdsAny(present, [ids[0]!, ids[1]!])).toBe(false);
    expect(holdsAny(present, [])).toBe(false);
  });

  it("holds only the next text's literals in a present array given back", () => {
    const first = presentIn('botox', table);
    releaseHeld(first, table);
    const next = presentIn('ρυτιδ', table);
    expect(next.present).toBe(first.present);
    expect(literals.filter((_, i) => next.present[ids[i]!] === 1)).toEqual(['', 'ρυτιδ', 'τιδ']);
  });
});
