/**
 * Forbidden texts written the way someone hiding them from the gate would: every listed medicine name and
 * every shipped block claim, disguised by the families of tricks seen in the wild, alone and combined
 * (look-alike letters of other scripts, mathematical, full-width and small-capital letters, digits and
 * signs for letters, letters drawn as emoji, right-to-left overrides, separators, case, Greek written in
 * Latin letters and Latin names in Greek letters, one slip of the keyboard, glued hashtags and suffixes),
 * each in a sentence a clinic would post. A property-based generator (fast-check) on a fixed seed, so the
 * test and the bench read the same texts.
 */
import fc from 'fast-check';
import { soundKey } from '../compliance/names.ts';
import { NAME_MATCHING, PRESCRIPTION_MEDICINES } from '../compliance/prescription-medicines.ts';
import { comparable } from '../compliance/terms.ts';

export type Evasion = { text: string; target: string; tricks: string[] };

/** A listed name: a single word of letters (and a hyphen or digit), as the gate matches names. */
const isNameTerm = (term: string) => /^[\p{L}][\p{L}\p{N}-]{2,}$/u.test(term);

/** The names of the prescription-medicine rule: what every disguise is tried on. */
export const LISTED_NAMES: string[] = [
  ...new Set(PRESCRIPTION_MEDICINES.flatMap((m) => m.names.filter(isNameTerm))),
];

/** Block claims as people write them (the cure, guarantee and permanence rules' plain phrases). */
export const BLOCK_CLAIMS: string[] = [
  'εγγυημένο αποτέλεσμα',
  'εγγυημένα αποτελέσματα',
  'μόνιμα αποτελέσματα',
  'οριστική λύση',
  'εξαφανίζει τις ρυτίδες',
  'θεραπεύει την ακμή',
  'για πάντα',
  'μια για πάντα',
  'εφ όρου ζωής',
  'guaranteed results',
  'permanent results',
  'cures acne',
  'forever young',
  'once and for all',
];

type Trick = { name: string; apply: (word: string, random: Random) => string; names?: 'sound' | 'all' };
type Random = {
  pick: <T>(list: readonly T[]) => T;
  chance: (p: number) => boolean;
  int: (n: number) => number;
  /** A choice made once for the whole disguise (one separator style for every word of a claim). */
  once: <T>(key: string, choose: () => T) => T;
};

/** Look-alike letters of other scripts (Cyrillic, Greek for Latin; Latin for Greek). */
const LOOK_ALIKES: Record<string, string[]> = {
  a: ['а', 'α'],
  c: ['с', 'ϲ'],
  e: ['е', 'ε'],
  i: ['і', 'ι'],
  o: ['о', 'ο', 'օ'],
  p: ['р', 'ρ'],
  s: ['ѕ'],
  x: ['х', 'χ'],
  y: ['у', 'γ'],
  B: ['В', 'Β'],
  T: ['Т', 'Τ'],
  M: ['М', 'Μ'],
  H: ['Н', 'Η'],
  K: ['К', 'Κ'],
  α: ['a'],
  ο: ['o', 'о'],
  ε: ['e'],
  ι: ['i'],
  κ: ['k'],
  ν: ['v'],
  τ: ['t'],
  ρ: ['p'],
  υ: ['u'],
};

/** Styled alphabets of Unicode's mathematical and compatibility letters (capital A, small a). */
const STYLED: [number, number][] = [
  [0x1d400, 0x1d41a], // bold
  [0x1d434, 0x1d44e], // italic
  [0x1d5d4, 0x1d5ee], // sans-serif bold
  [0x1d670, 0x1d68a], // monospace
  [0xff21, 0xff41], // full-width
];
const styled = (char: string, [capital, small]: [number, number]) => {
  const code = char.charCodeAt(0);
  if (code >= 0x41 && code <= 0x5a) return String.fromCodePoint(capital + code - 0x41);
  if (code >= 0x61 && code <= 0x7a) return String.fromCodePoint(small + code - 0x61);
  return char;
};
/** Latin small capitals (there are none of q and x). */
const SMALL_CAPITALS: Record<string, string> = Object.fromEntries(
  [...'ᴀʙᴄᴅᴇꜰɢʜɪᴊᴋʟᴍɴᴏᴘʀꜱᴛᴜᴠᴡʏᴢ'].map((c, i) => ['abcdefghijklmnoprstuvwyz'[i]!, c]),
);

/**
 * Letters drawn as emoji: circled, negative circled, squared, negative squared, regional indicators,
 * parenthesized (small and capital).
 */
const ENCLOSED = [0x24b6, 0x1f150, 0x1f130, 0x1f170, 0x1f1e6, 0x249c, 0x1f110];
/** Cross marks drawn for an x ending a word («🅱🅾🆃🅾❎»). */
const CROSS_MARKS = ['❎', '❌', '✖️', '✗', '✘'];

const LEET: Record<string, string[]> = {
  a: ['4', '@'],
  e: ['3', '€'],
  i: ['1', '!'],
  o: ['0', '()', '°', '[]'],
  s: ['5', '$'],
  t: ['7'],
  b: ['8'],
  g: ['9'],
  ο: ['0'],
  ε: ['3'],
  α: ['4'],
  τ: ['7'],
};

const SEPARATORS = ['.', ' ', '-', '_', '·', '*', '\u200B', '\u00AD', '💉', '/', '✨', '\u2060'];

const LATIN_TO_GREEK: [RegExp, string][] = [
  [/ph/g, 'φ'],
  [/th/g, 'θ'],
  [/ch/g, 'χ'],
  [/ou|oo|u/g, 'ου'],
  [/^b/g, 'μπ'],
  [/b/g, 'μπ'],
  [/^d/g, 'ντ'],
  [/d/g, 'ντ'],
  [/g/g, 'γκ'],
  [/c(?=[eiy])/g, 'σ'],
  [/[ckq]/g, 'κ'],
  [/x/g, 'ξ'],
  [/j/g, 'τζ'],
  [/[vw]/g, 'β'],
  [/z/g, 'ζ'],
  [/h/g, ''],
  [/a/g, 'α'],
  [/e/g, 'ε'],
  [/[iy]/g, 'ι'],
  [/o/g, 'ο'],
  [/s/g, 'σ'],
  [/t/g, 'τ'],
  [/p/g, 'π'],
  [/m/g, 'μ'],
  [/n/g, 'ν'],
  [/l/g, 'λ'],
  [/r/g, 'ρ'],
  [/f/g, 'φ'],
];
const GREEK_TO_LATIN: [RegExp, string][] = [
  [/ου/g, 'ou'],
  [/μπ/g, 'mp'],
  [/ντ/g, 'nt'],
  [/γκ|γγ/g, 'gk'],
  [/θ/g, '8'],
  [/χ/g, 'x'],
  [/ψ/g, 'ps'],
  [/ξ/g, 'ks'],
  [/η/g, 'h'],
  [/ω/g, 'w'],
  [/[σς]/g, 's'],
];
const GREEK_LETTERS: Record<string, string> = {
  α: 'a',
  β: 'v',
  γ: 'g',
  δ: 'd',
  ε: 'e',
  ζ: 'z',
  ι: 'i',
  κ: 'k',
  λ: 'l',
  μ: 'm',
  ν: 'n',
  ο: 'o',
  π: 'p',
  ρ: 'r',
  τ: 't',
  υ: 'y',
  φ: 'f',
};

/** Latin letters as a Russian writes their sound, longest first (a final silent e goes: «Роаккутан»). */
const LATIN_TO_CYRILLIC: [RegExp, string][] = [
  [/(?<=[^aeiou])e$/g, ''],
  [/ph/g, 'ф'],
  [/th/g, 'т'],
  [/sh/g, 'ш'],
  [/ch/g, 'ч'],
  [/ck/g, 'к'],
  [/qu/g, 'кв'],
  [/ou|oo/g, 'у'],
  [/x/g, 'кс'],
  [/j/g, 'дж'],
  [/c(?=[eiy])/g, 'с'],
  [/[ckq]/g, 'к'],
];
/** Greek letters as a Russian writes their sound, longest first. */
const GREEK_TO_CYRILLIC: [RegExp, string][] = [
  [/μπ/g, 'б'],
  [/ντ/g, 'д'],
  [/γκ|γγ/g, 'г'],
  [/ου/g, 'у'],
  [/αι/g, 'е'],
  [/ει|οι/g, 'и'],
  [/ξ/g, 'кс'],
  [/ψ/g, 'пс'],
];
/** Single letters as a Russian writes their sound. */
const CYRILLIC_LETTERS: Record<string, string> = Object.fromEntries(
  [...'abdefghilmnoprstuvwyzαβγδεζηθικλμνοπρσςτυφχω'].map((c, i) => [
    c,
    [...'абдефгхилмнопрстуввизавгдезитиклмнопрсстифхо'][i]!,
  ]),
);

const isGreek = (text: string) => /\p{Script=Greek}/u.test(text);
const letters = (word: string) => [...word];
/** Positions of letters that are not the word's first (a disguise keeps the word's first letter). */
const inner = (word: string) =>
  letters(word)
    .map((c, i) => ({ c, i }))
    .filter(({ c, i }) => i > 0 && /\p{L}/u.test(c));

function changeSome(word: string, random: Random, change: (char: string) => string | null): string {
  const chars = letters(word);
  let changed = false;
  for (let i = 0; i < chars.length; i++) {
    if (!random.chance(0.5)) continue;
    const next = change(chars[i]!);
    if (next !== null) {
      chars[i] = next;
      changed = true;
    }
  }
  if (!changed)
    for (let i = chars.length - 1; i >= 0; i--) {
      const next = change(chars[i]!);
      if (next !== null) {
        chars[i] = next;
        break;
      }
    }
  return chars.join('');
}

const TRICKS: Trick[] = [
  {
    name: 'look-alike letters',
    apply: (word, random) =>
      changeSome(word, random, (c) => (LOOK_ALIKES[c] ? random.pick(LOOK_ALIKES[c]!) : null)),
  },
  {
    name: 'styled letters',
    apply: (word, random) => {
      const style = random.pick(STYLED);
      return letters(word)
        .map((c) => styled(c, style))
        .join('');
    },
  },
  {
    name: 'small capitals',
    apply: (word) =>
      letters(word)
        .map((c, i) => (i > 0 ? (SMALL_CAPITALS[c.toLowerCase()] ?? c) : c))
        .join(''),
  },
  {
    name: 'leetspeak',
    apply: (word, random) => {
      const chars = letters(word);
      const at = inner(word).filter(({ c }) => LEET[c.toLowerCase()]);
      if (at.length === 0) return word;
      for (const { c, i } of at) if (random.chance(0.6)) chars[i] = random.pick(LEET[c.toLowerCase()]!);
      const { c, i } = random.pick(at);
      if (chars[i] === c) chars[i] = random.pick(LEET[c.toLowerCase()]!);
      return chars.join('');
    },
  },
  {
    name: 'emoji letters',
    apply: (word, random) => {
      const first = random.pick(ENCLOSED);
      if (isGreek(word)) return word;
      const chars = letters(word);
      return chars
        .map((c, i) =>
          /x/i.test(c) && i === chars.length - 1 && random.chance(0.5)
            ? random.pick(CROSS_MARKS)
            : /[a-z]/i.test(c)
              ? String.fromCodePoint(first + c.toLowerCase().charCodeAt(0) - 0x61)
              : c,
        )
        .join(first === 0x1f1e6 ? '\u200B' : '');
    },
  },
  {
    name: 'right-to-left override',
    apply: (word) => `\u202E${letters(word).reverse().join('')}\u202C`,
  },
  {
    name: 'separators',
    apply: (word, random) => {
      const separator = random.once('separator', () => random.pick(SEPARATORS));
      const chars = letters(word);
      if (random.once('every letter', () => random.chance(0.5))) return chars.join(separator);
      // One separator inside a word: a space there makes two words, read as one only for a name's pieces.
      const inside = separator === ' ' ? '.' : separator;
      const at = 1 + random.int(Math.max(1, chars.length - 1));
      return [...chars.slice(0, at), inside, ...chars.slice(at)].join('');
    },
  },
  {
    name: 'case',
    apply: (word, random) =>
      letters(word)
        .map((c) => (random.chance(0.5) ? c.toUpperCase() : c.toLowerCase()))
        .join(''),
  },
  {
    name: 'transliteration',
    names: 'sound',
    apply: (word) => {
      const small = comparable(word);
      if (isGreek(word)) {
        let out = small;
        for (const [pattern, latin] of GREEK_TO_LATIN) out = out.replace(pattern, latin);
        return out.replace(/[α-ω]/g, (c) => GREEK_LETTERS[c] ?? c);
      }
      let out = small;
      for (const [pattern, greek] of LATIN_TO_GREEK) out = out.replace(pattern, greek);
      return out.replace(/σ$/, 'ς');
    },
  },
  {
    name: 'Cyrillic by sound',
    names: 'sound',
    apply: (word) => {
      let out = comparable(word);
      for (const [pattern, cyrillic] of isGreek(word) ? GREEK_TO_CYRILLIC : LATIN_TO_CYRILLIC)
        out = out.replace(pattern, cyrillic);
      out = [...out].map((c) => CYRILLIC_LETTERS[c] ?? c).join('');
      return out.charAt(0).toUpperCase() + out.slice(1);
    },
  },
  {
    name: 'one edit',
    names: 'sound',
    apply: (word, random) => {
      const chars = letters(word);
      if (chars.filter((c) => /\p{L}/u.test(c)).length < 5) return word;
      const at = 1 + random.int(chars.length - 2);
      switch (random.int(4)) {
        case 0:
          chars.splice(at, 1);
          break;
        case 1:
          chars.splice(at, 0, chars[at]!);
          break;
        case 2:
          [chars[at], chars[at + 1]] = [chars[at + 1] ?? chars[at]!, chars[at]!];
          break;
        default:
          chars[at] = isGreek(word) ? random.pick([...'αεοι']) : random.pick([...'aeio']);
      }
      return chars.join('');
    },
  },
];

const GLUED_SUFFIXES = [
  'journey',
  'athens',
  'results',
  'life',
  'glow',
  'time',
  'αθηνα',
  'άκι',
  'gr',
  'lovers',
];

/** Glued into a hashtag with a suffix («#botoxjourney»): names whose sound is long enough to be found inside a word. */
const canGlue = (name: string) =>
  NAME_MATCHING[name.toLowerCase()] === undefined && soundKey(comparable(name)).length >= 6;

const GREEK_CONTEXTS = [
  'Νέο στο ιατρείο: {x} ✨ Κλείστε ραντεβού στο 210 1234567',
  '{x} για λείο μέτωπο 💉 Ρωτήστε μας!',
  'Μόνο αυτόν τον μήνα {x} #ομορφια #αθηνα',
  'Ρωτάτε συχνά για {x}; Ελάτε για μια συζήτηση με τον γιατρό μας.',
];
const ENGLISH_CONTEXTS = [
  'New at the clinic: {x} ✨ Book now!',
  'Ask us about {x} 💉',
  '{x} this month only #athens #aesthetics',
];
const GREEKLISH_CONTEXTS = ['Neo sto iatreio: {x} kai rantevou sto 210 1234567', 'Gia {x} eimaste edw!'];

function randomOf(seed: number): Random {
  let state = seed >>> 0 || 1;
  const next = () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 0x100000000;
  };
  const chosen = new Map<string, unknown>();
  return {
    pick: (list) => list[Math.floor(next() * list.length)]!,
    chance: (p) => next() < p,
    int: (n) => Math.floor(next() * n),
    once: <T>(key: string, choose: () => T) => {
      if (!chosen.has(key)) chosen.set(key, choose());
      return chosen.get(key) as T;
    },
  };
}

/** Applies a trick to each word of a phrase (a claim), or to a name. */
const disguise = (target: string, trick: Trick, random: Random) =>
  target
    .split(' ')
    .map((word) => trick.apply(word, random))
    .join(' ');

/** One forbidden text: a target (a name or a claim) with one to three tricks, in a sentence. */
export const evasionArbitrary: fc.Arbitrary<Evasion> = fc
  .record({
    isName: fc.boolean(),
    name: fc.constantFrom(...LISTED_NAMES),
    claim: fc.constantFrom(...BLOCK_CLAIMS),
    tricks: fc.uniqueArray(fc.integer({ min: 0, max: TRICKS.length - 1 }), { minLength: 1, maxLength: 3 }),
    glue: fc.boolean(),
    seed: fc.integer({ min: 1, max: 0x7fffffff }),
  })
  .map(({ isName, name, claim, tricks, glue, seed }) => {
    const random = randomOf(seed);
    const target = isName ? name : claim;
    const matching = NAME_MATCHING[name.toLowerCase()];
    // Tricks that change a name's letters (a slip, another alphabet) are tried on names matched by sound,
    // one at a time: a slip in a name written in other letters, or a name in Cyrillic by sound (θ as т)
    // glued to a suffix, is two changes of its sound, which the gate does not undo.
    const picked = tricks
      .map((i) => TRICKS[i]!)
      .filter((trick) => !trick.names || (isName && matching === undefined));
    const spelling = picked.filter((trick) => trick.names);
    const usable = picked.filter((trick) => !trick.names || trick === spelling[0]);
    const names: string[] = [];
    let text = target;
    // Transliteration and slips first: they change letters, the other tricks change how they are drawn.
    const ordered = [...usable].sort(
      (a, b) => Number(Boolean(b.names)) - Number(Boolean(a.names)) || a.name.localeCompare(b.name),
    );
    for (const trick of ordered) {
      text = disguise(text, trick, random);
      names.push(trick.name);
    }
    if (
      glue &&
      isName &&
      canGlue(name) &&
      !names.includes('right-to-left override') &&
      !names.includes('one edit') &&
      !names.includes('Cyrillic by sound')
    ) {
      text = `#${text}${random.pick(GLUED_SUFFIXES)}`;
      names.push('glued hashtag');
    }
    const greeklish = names.includes('transliteration') && isGreek(target);
    const contexts = greeklish
      ? GREEKLISH_CONTEXTS
      : isGreek(target)
        ? GREEK_CONTEXTS
        : [...GREEK_CONTEXTS, ...ENGLISH_CONTEXTS];
    return { text: random.pick(contexts).replace('{x}', text), target, tricks: names };
  });

/** The generated forbidden texts of a seed, the same on every run. */
export const generatedEvasions = (count: number, seed = 48): Evasion[] =>
  fc.sample(evasionArbitrary, { numRuns: count, seed });
