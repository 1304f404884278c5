/**
 * The words a regular expression cannot match without: read from its source, for each list one of its
 * literals must be in a text for the pattern to match anywhere in it (as `requires` of a term). A shipped
 * pattern whose `needs` are one common word («πριν», «σωμα») is otherwise run on every post that has the
 * word, though its other words are missing. Only what every match holds is kept, so leaving a pattern
 * unrun where a list's literals are all missing changes no match. Whatever this reading does not follow
 * (a character class, an escape but `\d`, a back-reference) stands for any text, which asks nothing; lookarounds
 * match no characters and ask nothing either.
 */

/**
 * What a part of a pattern matches: `exact`, every string it can match, when they are few (null: too
 * many, or not known); `all`, lists of literals of which each match holds one of each list.
 */
type Need = { exact: Set<string> | null; all: string[][] };

/** The most strings a part's exact set keeps; beyond, its strings become one list of a requirement. */
const MAX_EXACT = 24;
/**
 * Literals shorter than this are in nearly every text: a list with one of them asks nothing, unless the
 * list is of digits alone (most posts have none: a pattern of a number needs one).
 */
const MIN_LITERAL = 3;
/** The most characters of a class read as one of them. */
const MAX_CLASS = 8;
/** What `\d` matches (ASCII digits, in Unicode mode too). */
const DIGITS = [...'0123456789'];

const ANY: Need = { exact: null, all: [] };
const EMPTY = (): Need => ({ exact: new Set(['']), all: [] });

/** The requirement an exact set makes: one of its strings (none when it may match nothing). */
const asList = (need: Need): string[][] =>
  need.exact && need.exact.size > 0 && !need.exact.has('') ? [[...need.exact]] : [];

function sequence(a: Need, b: Need): Need {
  if (a.exact && b.exact && a.exact.size * b.exact.size <= MAX_EXACT) {
    const exact = new Set<string>();
    for (const x of a.exact) for (const y of b.exact) exact.add(x + y);
    return { exact, all: [...a.all, ...b.all] };
  }
  return { exact: null, all: [...a.all, ...asList(a), ...b.all, ...asList(b)] };
}

/** The shortest literal of a list: the list is only as telling as it. */
const shortest = (list: string[]) => Math.min(...list.map((l) => l.length));

function alternatives(branches: Need[]): Need {
  if (
    branches.every((b) => b.exact && b.all.length === 0) &&
    branches.reduce((n, b) => n + b.exact!.size, 0) <= MAX_EXACT
  )
    return { exact: new Set(branches.flatMap((b) => [...b.exact!])), all: [] };
  // One list of each branch (its most telling), together: every match holds one of them.
  const union: string[] = [];
  const listsOf = branches.map((branch) => [...branch.all, ...asList(branch)]);
  for (const lists of listsOf) {
    if (lists.length === 0) return ANY;
    const best = lists.reduce((a, b) => (shortest(b) > shortest(a) ? b : a));
    union.push(...best);
  }
  // And a list of the first branch every branch asks as much as (a digit in each: «\d+ μερες|μερα \d+»).
  const shared = listsOf[0]!.filter((list) =>
    listsOf.every((lists) => lists.some((other) => other.every((literal) => list.includes(literal)))),
  );
  return { exact: null, all: [[...new Set(union)], ...shared] };
}

function repeated(need: Need, min: number, max: number): Need {
  if (min === 1 && max === 1) return need;
  if (min === 0)
    return max === 1 && need.exact && need.all.length === 0
      ? { exact: new Set([...need.exact, '']), all: [] }
      : ANY;
  return { exact: null, all: [...need.all, ...asList(need)] };
}

/** Escapes of one literal character (a sign escaped); the others are classes, assertions or codes. */
const LITERAL_ESCAPE = /^[^\p{L}\p{N}\s]$/u;

/** Reads a pattern's source (Unicode mode) from `at`: a part up to `)` or the end. */
class Reader {
  at = 0;
  constructor(readonly source: string) {}

  alternation(): Need {
    const branches = [this.concatenation()];
    while (this.source[this.at] === '|') {
      this.at++;
      branches.push(this.concatenation());
    }
    return branches.length === 1 ? branches[0]! : alternatives(branches);
  }

  /**
   * Parts in a row: a run of exact parts is one exact set while it stays small (the strings of «πριν»,
   * not its letters), kept as one list where the run ends.
   */
  concatenation(): Need {
    const all: string[][] = [];
    let run: Set<string> | null = new Set(['']);
    let whole = true;
    const end = () => {
      if (run) all.push(...asList({ exact: run, all: [] }));
      run = null;
      whole = false;
    };
    while (this.at < this.source.length && this.source[this.at] !== '|' && this.source[this.at] !== ')') {
      const part = this.quantified(this.atom());
      all.push(...part.all);
      if (!part.exact) end();
      else if (run && run.size * part.exact.size <= MAX_EXACT)
        run = sequence({ exact: run, all: [] }, part).exact;
      else {
        end();
        run = part.exact;
      }
    }
    if (whole && run) return { exact: run, all };
    end();
    return { exact: null, all };
  }

  quantified(atom: Need): Need {
    const rest = this.source.slice(this.at);
    const q = /^(?:([*+?])|\{(\d+)(?:(,)(\d*))?\})\??/.exec(rest);
    if (!q) return atom;
    this.at += q[0].length;
    if (q[1] === '*') return repeated(atom, 0, Infinity);
    if (q[1] === '+') return repeated(atom, 1, Infinity);
    if (q[1] === '?') return repeated(atom, 0, 1);
    const min = Number(q[2]);
    const max = q[3] === undefined ? min : q[4] === '' ? Infinity : Number(q[4]);
    return repeated(atom, min, max);
  }

  atom(): Need {
    const { source } = this;
    const c = source[this.at]!;
    if (c === '(') {
      const head = /^\((\?(?:[:=!]|<[=!]|<[\p{L}\p{N}_$]+>))?/u.exec(source.slice(this.at))!;
      if (head[1] === undefined && source[this.at + 1] === '?') throw new Error('unknown group');
      this.at += head[0].length;
      const inner = this.alternation();
      if (source[this.at] !== ')') throw new Error('unclosed group');
      this.at++;
      const kind = head[1] ?? '';
      if (kind === '?=' || kind === '?<=')
        // A lookaround matches no characters, but what a positive one finds is in the text.
        return { exact: new Set(['']), all: [...inner.all, ...asList(inner)] };
      const captures = kind === '' || kind === '?:' || (kind.startsWith('?<') && kind !== '?<!');
      return captures ? inner : EMPTY();
    }
    if (c === '[') {
      // A class, read to its end (a «]» right after «[» or «[^» ends it: «[^]» is any character). One of a
      // few characters written out, or of a range of digits, is one of them; any other is any text.
      const start = ++this.at;
      if (source[this.at] === '^') this.at++;
      while (this.at < source.length && source[this.at] !== ']') this.at += source[this.at] === '\\' ? 2 : 1;
      const body = source.slice(start, this.at++);
      if (/^[0-9]-[0-9]$/.test(body)) {
        const digits = DIGITS.filter((d) => d >= body[0]! && d <= body[2]!);
        return digits.length > 0 ? { exact: new Set(digits), all: [] } : ANY;
      }
      const chars = [...body];
      if (body === '' || /[\\^\-[]/.test(body) || chars.length > MAX_CLASS) return ANY;
      return { exact: new Set(chars), all: [] };
    }
    if (c === '\\') {
      const next = String.fromCodePoint(source.codePointAt(this.at + 1)!);
      this.at += 1 + next.length;
      if (/^[pPu]$/.test(next) && source[this.at] === '{') this.at = source.indexOf('}', this.at) + 1;
      else if (next === 'u') this.at += 4;
      else if (next === 'x') this.at += 2;
      else if (next === 'c') this.at += 1;
      else if (next === 'k' && source[this.at] === '<') this.at = source.indexOf('>', this.at) + 1;
      if (next === 'b' || next === 'B') return EMPTY();
      if (next === 'd') return { exact: new Set(DIGITS), all: [] };
      return LITERAL_ESCAPE.test(next) ? { exact: new Set([next]), all: [] } : ANY;
    }
    const char = String.fromCodePoint(source.codePointAt(this.at)!);
    this.at += char.length;
    if (char === '^' || char === '$') return EMPTY();
    if (char === '.') return ANY;
    return { exact: new Set([char]), all: [] };
  }
}

/**
 * For each list, one of its literals is in every text the pattern (its source, Unicode mode, no `i` flag)
 * matches in; lists with a literal shorter than MIN_LITERAL are left out. None when the source is not read
 * to its end (an unknown construct): the pattern is then always run.
 */
export function necessaryLiterals(source: string): string[][] {
  let need: Need;
  const reader = new Reader(source);
  try {
    need = reader.alternation();
  } catch {
    return [];
  }
  if (reader.at !== source.length) return [];
  const telling = (list: string[]) =>
    shortest(list) >= MIN_LITERAL || list.every((literal) => /^[0-9]+$/.test(literal));
  const lists = [...need.all, ...asList(need)].filter(telling);
  const seen = new Set<string>();
  return lists.filter((list) => {
    const key = [...list].sort().join('\u0000');
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
