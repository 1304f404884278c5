/**
 * Figure 7g's child: compiles the gate's rules (the post rules and the public replies' confidentiality
 * rules) and reads the outside corpora's texts as a service does, then prints its RSS, V8's code space and
 * how many texts a second it read once warm, as JSON. Run twice by figure 7g: with V8's default tiering of
 * regular expressions and with the platform's flag (scripts/node-flags.mjs).
 */
import { readdirSync, readFileSync } from 'node:fs';
import v8 from 'node:v8';
import { checkCompliance, confidentialityFlagsOf } from '@studio/ai';

const dir = new URL('../libs/ai/src/compliance/corpus/outside/', import.meta.url);
const texts = readdirSync(dir)
  .filter((file) => file.endsWith('.jsonl'))
  .flatMap((file) =>
    readFileSync(new URL(file, dir), 'utf8')
      .trim()
      .split('\n')
      .map((line) => (JSON.parse(line) as { text: string }).text),
  )
  .slice(0, 2000);

for (const text of texts) {
  checkCompliance(text);
  confidentialityFlagsOf(text);
}
const started = performance.now();
for (let round = 0; round < 2; round++) for (const text of texts) checkCompliance(text);
const seconds = (performance.now() - started) / 1000;
const codeBytes = v8
  .getHeapSpaceStatistics()
  .filter((space) => space.space_name.includes('code'))
  .reduce((sum, space) => sum + space.space_used_size, 0);
console.log(
  JSON.stringify({
    rssMb: process.memoryUsage().rss / 1e6,
    codeMb: codeBytes / 1e6,
    perSecond: (2 * texts.length) / seconds,
  }),
);
