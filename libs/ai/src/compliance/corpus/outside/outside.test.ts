/**
 * The gate against the outside corpora (README.md beside this file): each must stay at least as caught,
 * as blocked and as clean as when its floor below was measured. A rule that loses ground on texts
 * nobody wrote for it fails here.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkCompliance } from '../../../compliance.ts';
import { confidentialityFlagsOf } from '../../confidentiality.ts';

type OutsideText = {
  id: string;
  kind: 'post' | 'reply';
  expect: 'block' | 'flag' | 'plain';
  family: string;
  text: string;
};

const corpus = (file: string): OutsideText[] =>
  readFileSync(new URL(file, import.meta.url), 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as OutsideText);

/** The gate's verdict on a text: a public reply is read by the confidentiality rules as well. */
function verdictOf({ kind, text }: OutsideText): 'block' | 'warn' | 'pass' {
  const flags = [...checkCompliance(text), ...(kind === 'reply' ? confidentialityFlagsOf(text) : [])];
  if (flags.some((flag) => flag.severity === 'block')) return 'block';
  return flags.length > 0 ? 'warn' : 'pass';
}

/** What each corpus reached when its floor was measured (README.md). */
const FLOORS = [
  { file: 'outside-5.jsonl', caught: 212, blocked: 185, plainFlagged: 1 },
  { file: 'outside-6.jsonl', caught: 229, blocked: 178, plainFlagged: 0 },
  { file: 'outside-7.jsonl', caught: 265, blocked: 204, plainFlagged: 1 },
  { file: 'outside-8.jsonl', caught: 248, blocked: 194, plainFlagged: 0 },
  { file: 'outside-9.jsonl', caught: 270, blocked: 198, plainFlagged: 0 },
  { file: 'outside-10.jsonl', caught: 272, blocked: 196, plainFlagged: 0 },
  { file: 'outside-11.jsonl', caught: 244, blocked: 176, plainFlagged: 1 },
  { file: 'outside-12.jsonl', caught: 231, blocked: 169, plainFlagged: 0 },
  { file: 'outside-13.jsonl', caught: 226, blocked: 166, plainFlagged: 1 },
  { file: 'outside-14.jsonl', caught: 201, blocked: 152, plainFlagged: 1 },
  { file: 'outside-15.jsonl', caught: 198, blocked: 161, plainFlagged: 0 },
  { file: 'outside-16.jsonl', caught: 202, blocked: 159, plainFlagged: 0 },
  { file: 'outside-17.jsonl', caught: 186, blocked: 149, plainFlagged: 3 },
  { file: 'outside-18.jsonl', caught: 230, blocked: 164, plainFlagged: 0 },
  { file: 'outside-19.jsonl', caught: 190, blocked: 149, plainFlagged: 0 },
  { file: 'outside-20.jsonl', caught: 223, blocked: 164, plainFlagged: 0 },
  { file: 'outside-21.jsonl', caught: 221, blocked: 162, plainFlagged: 1 },
  { file: 'outside-22.jsonl', caught: 229, blocked: 167, plainFlagged: 0 },
  { file: 'outside-23.jsonl', caught: 225, blocked: 169, plainFlagged: 0 },
  { file: 'outside-24.jsonl', caught: 212, blocked: 157, plainFlagged: 2 },
  { file: 'outside-25.jsonl', caught: 193, blocked: 153, plainFlagged: 0 },
  { file: 'outside-26.jsonl', caught: 184, blocked: 151, plainFlagged: 0 },
  { file: 'outside-27.jsonl', caught: 196, blocked: 160, plainFlagged: 2 },
  { file: 'outside-28.jsonl', caught: 197, blocked: 160, plainFlagged: 5 },
  { file: 'outside-29.jsonl', caught: 210, blocked: 169, plainFlagged: 4 },
  { file: 'outside-30.jsonl', caught: 202, blocked: 165, plainFlagged: 2 },
  { file: 'outside-31.jsonl', caught: 195, blocked: 151, plainFlagged: 2 },
  { file: 'outside-32.jsonl', caught: 218, blocked: 155, plainFlagged: 4 },
  { file: 'outside-33.jsonl', caught: 219, blocked: 170, plainFlagged: 1 },
  { file: 'outside-34.jsonl', caught: 229, blocked: 165, plainFlagged: 0 },
  { file: 'outside-35.jsonl', caught: 225, blocked: 165, plainFlagged: 0 },
  { file: 'outside-36.jsonl', caught: 221, blocked: 161, plainFlagged: 0 },
  { file: 'outside-37.jsonl', caught: 230, blocked: 170, plainFlagged: 0 },
  { file: 'outside-38.jsonl', caught: 229, blocked: 170, plainFlagged: 1 },
  { file: 'outside-39.jsonl', caught: 230, blocked: 170, plainFlagged: 1 },
  { file: 'outside-40.jsonl', caught: 220, blocked: 169, plainFlagged: 0 },
  { file: 'outside-41.jsonl', caught: 227, blocked: 169, plainFlagged: 0 },
  { file: 'outside-42.jsonl', caught: 224, blocked: 170, plainFlagged: 0 },
  { file: 'outside-43.jsonl', caught: 229, blocked: 170, plainFlagged: 0 },
  { file: 'outside-44.jsonl', caught: 228, blocked: 170, plainFlagged: 0 },
  { file: 'outside-45.jsonl', caught: 214, blocked: 170, plainFlagged: 1 },
  { file: 'outside-46.jsonl', caught: 229, blocked: 170, plainFlagged: 0 },
  { file: 'outside-47.jsonl', caught: 228, blocked: 170, plainFlagged: 0 },
  { file: 'outside-48.jsonl', caught: 218, blocked: 168, plainFlagged: 0 },
  { file: 'outside-49.jsonl', caught: 223, blocked: 170, plainFlagged: 0 },
  { file: 'outside-50.jsonl', caught: 227, blocked: 168, plainFlagged: 0 },
  { file: 'outside-51.jsonl', caught: 183, blocked: 149, plainFlagged: 7 },
  { file: 'outside-52.jsonl', caught: 182, blocked: 137, plainFlagged: 11 },
];

describe.each(FLOORS)(
  'the gate against the outside corpus $file',
  ({ file, caught, blocked, plainFlagged }) => {
    const texts = corpus(file);
    const judged = texts.map((text) => ({ ...text, verdict: verdictOf(text) }));
    const forbidden = judged.filter((t) => t.expect !== 'plain');

    it('catches at least as many forbidden texts as before', () => {
      expect(forbidden.filter((t) => t.verdict !== 'pass').length).toBeGreaterThanOrEqual(caught);
    });

    it('blocks at least as many of its block texts as before', () => {
      expect(
        judged.filter((t) => t.expect === 'block' && t.verdict === 'block').length,
      ).toBeGreaterThanOrEqual(blocked);
    });

    it('flags no more of its plain texts than before', () => {
      const flagged = judged.filter((t) => t.expect === 'plain' && t.verdict !== 'pass');
      expect(flagged.length, flagged.map((t) => `${t.id}: ${t.text}`).join('\n')).toBeLessThanOrEqual(
        plainFlagged,
      );
    });
  },
);
