/**
 * The literals the compliance rules look for before matching a pattern (a term's stems, a pair's words, a
 * pattern's needs): a text that lacks them is not matched against the patterns that need them. The
 * literals of a rule set are kept once each, and an Aho-Corasick automaton of them tells in one pass over a
 * text, one step a character, which of them it holds.
 */

/**
 * The literals by id. `empty`: literals of no character (any text holds them). `spare`: a `present` array
 * given back clear (releaseHeld), for the next text: one is not allocated and zeroed for every text.
 */
export type LiteralTable = {
  ids: Map<string, number>;
  empty: number[];
  automaton?: Automaton;
  spare?: Uint8Array;
};

/**
 * The automaton of a table's literals (built when a text is first looked at after literals were added).
 * Characters are UTF-16 codes, by their index in `alphabet` (0: a character no literal has); `next` is the
 * whole transition table, `next[state * width + index]` (every state has a transition for every
 * character, so a step is one look-up); `endIds[endsFrom[state]…endsFrom[state + 1]]`, the ids of the
 * literals that end there, and `shorter[state]`, the longest proper suffix of its text where a literal
 * ends (-1: none). `reportedBy[state]`: the pass over a text that last reported the state's literals.
 */
type Automaton = {
  literals: number;
  alphabet: Uint16Array;
  width: number;
  next: Uint16Array | Int32Array;
  endsFrom: Int32Array;
  endIds: Int32Array;
  shorter: Int32Array;
  reportedBy: Int32Array;
  passes: number;
};

/** The id of a literal in the table being built, added when new. */
export function literalId(table: LiteralTable, literal: string): number {
  let id = table.ids.get(literal);
  if (id === undefined) {
    id = table.ids.size;
    table.ids.set(literal, id);
    if (literal === '') table.empty.push(id);
  }
  return id;
}

export const emptyTable = (): LiteralTable => ({ ids: new Map(), empty: [] });

function automatonOf(table: LiteralTable): Automaton {
  const alphabet = new Uint16Array(0x10000);
  let width = 1;
  for (const literal of table.ids.keys())
    for (let i = 0; i < literal.length; i++)
      if (alphabet[literal.charCodeAt(i)] === 0) alphabet[literal.charCodeAt(i)] = width++;
  // The trie of the literals: `children[state]` by character index.
  const children: Map<number, number>[] = [new Map()];
  const ends: number[][] = [[]];
  for (const [literal, id] of table.ids) {
    if (literal === '') continue;
    let state = 0;
    for (let i = 0; i < literal.length; i++) {
      const index = alphabet[literal.charCodeAt(i)]!;
      let child = children[state]!.get(index);
      if (child === undefined) {
        child = children.length;
        children.push(new Map());
        ends.push([]);
        children[state]!.set(index, child);
      }
      state = child;
    }
    ends[state]!.push(id);
  }
  // Breadth first: each state's failure (its longest proper suffix that is a state), whose transitions
  // it takes where it has no child.
  const states = children.length;
  const next = states < 0x10000 ? new Uint16Array(states * width) : new Int32Array(states * width);
  const failure = new Int32Array(states);
  const shorter = new Int32Array(states).fill(-1);
  const queue: number[] = [];
  for (const [index, child] of children[0]!) {
    next[index] = child;
    queue.push(child);
  }
  for (let head = 0; head < queue.length; head++) {
    const state = queue[head]!;
    const fail = failure[state]!;
    shorter[state] = ends[fail]!.length > 0 ? fail : shorter[fail]!;
    for (let index = 0; index < width; index++) next[state * width + index] = next[fail * width + index]!;
    for (const [index, child] of children[state]!) {
      failure[child] = next[fail * width + index]!;
      next[state * width + index] = child;
      queue.push(child);
    }
  }
  const endsFrom = new Int32Array(states + 1);
  for (let state = 0; state < states; state++) endsFrom[state + 1] = endsFrom[state]! + ends[state]!.length;
  return {
    literals: table.ids.size,
    alphabet,
    width,
    next,
    endsFrom,
    endIds: Int32Array.from(ends.flat()),
    shorter,
    reportedBy: new Int32Array(states),
    passes: 0,
  };
}

/** The literals a text holds: by id (`present[id]` is 1), and the ids in the order first found. */
export type Held = { present: Uint8Array; ids: number[] };

/** Which literals of the table a text holds, found in one pass over the text. */
export function presentIn(text: string, table: LiteralTable): Held {
  const ids = idsIn(text, table);
  const spare = table.spare;
  table.spare = undefined;
  const present = spare?.length === table.ids.size ? spare : new Uint8Array(table.ids.size);
  for (const id of ids) present[id] = 1;
  return { present, ids };
}

/** Gives a text's `present` array back to its table, cleared, once the text's matching is done with it. */
export function releaseHeld({ present, ids }: Held, table: LiteralTable): void {
  for (const id of ids) present[id] = 0;
  table.spare = present;
}

/** The ids of the literals of the table a text holds, each once, in the order first found. */
export function idsIn(text: string, table: LiteralTable): number[] {
  if (table.automaton?.literals !== table.ids.size) table.automaton = automatonOf(table);
  const automaton = table.automaton;
  const { alphabet, width, next, endsFrom, endIds, shorter, reportedBy } = automaton;
  const ids = [...table.empty];
  // A state reported in this pass has had its literals and its suffixes' held already.
  if (automaton.passes === 0x7fffffff) {
    reportedBy.fill(0);
    automaton.passes = 0;
  }
  const pass = ++automaton.passes;
  let state = 0;
  for (let at = 0; at < text.length; at++) {
    state = next[state * width + alphabet[text.charCodeAt(at)]!]!;
    for (let s = state; s > 0 && reportedBy[s] !== pass; s = shorter[s]!) {
      reportedBy[s] = pass;
      for (let end = endsFrom[s]!; end < endsFrom[s + 1]!; end++) ids.push(endIds[end]!);
    }
  }
  return ids;
}

/** Whether a text holding the `present` literals holds one of these. */
export function holdsAny(present: Uint8Array, ids: readonly number[]): boolean {
  for (let i = 0; i < ids.length; i++) if (present[ids[i]!] === 1) return true;
  return false;
}

/** Whether a text holding the `present` literals holds one of each list. */
export function holdsAll(present: Uint8Array, lists: readonly (readonly number[])[]): boolean {
  for (let i = 0; i < lists.length; i++) if (!holdsAny(present, lists[i]!)) return false;
  return true;
}
