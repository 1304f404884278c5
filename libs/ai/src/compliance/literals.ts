/**
 * The literals the compliance rules look for before matching a pattern (a term's stems, a pair's words, a
 * pattern's needs): a text that lacks them is not matched against the patterns that need them. The
 * literals of a rule set are kept once each in a trie, so one pass over a text tells which of them it holds.
 */

/** The literals by id, in a trie of their characters. `empty`: literals of no character (any text holds them). */
export type LiteralTable = {
  ids: Map<string, number>;
  /** The trie's first level by the literal's first UTF-16 code: an array, as nearly every position looks. */
  first: (TrieNode | undefined)[];
  empty: number[];
};
/** The literals that end at a node (by id), and the nodes one character on (by its UTF-16 code). */
type TrieNode = { ends: number[]; next: Map<number, TrieNode> };

/** The id of a literal in the table being built, added when new. */
export function literalId(table: LiteralTable, literal: string): number {
  let id = table.ids.get(literal);
  if (id === undefined) {
    id = table.ids.size;
    table.ids.set(literal, id);
    if (literal === '') {
      table.empty.push(id);
      return id;
    }
    let node: TrieNode = table.first[literal.charCodeAt(0)] ?? { ends: [], next: new Map() };
    table.first[literal.charCodeAt(0)] = node;
    for (let i = 1; i < literal.length; i++) {
      const code = literal.charCodeAt(i);
      let next: TrieNode | undefined = node.next.get(code);
      if (!next) {
        next = { ends: [], next: new Map() };
        node.next.set(code, next);
      }
      node = next;
    }
    node.ends.push(id);
  }
  return id;
}

export const emptyTable = (): LiteralTable => ({
  ids: new Map(),
  first: new Array(0x10000).fill(undefined),
  empty: [],
});

/** The literals a text holds: by id (`present[id]` is 1), and the ids in the order first found. */
export type Held = { present: Uint8Array; ids: number[] };

/** Which literals of the table a text holds, found in one pass over the text. */
export function presentIn(text: string, table: LiteralTable): Held {
  const present = new Uint8Array(table.ids.size);
  const ids: number[] = [];
  const hold = (id: number) => {
    if (present[id] === 1) return;
    present[id] = 1;
    ids.push(id);
  };
  for (const id of table.empty) hold(id);
  for (let at = 0; at < text.length; at++) {
    let node = table.first[text.charCodeAt(at)];
    for (let i = at + 1; node !== undefined; i++) {
      for (const id of node.ends) hold(id);
      node = i < text.length ? node.next.get(text.charCodeAt(i)) : undefined;
    }
  }
  return { present, ids };
}

/** Whether a text holding the `present` literals holds one of these. */
export const holdsAny = (present: Uint8Array, ids: readonly number[]) => ids.some((id) => present[id] === 1);
