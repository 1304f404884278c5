/**
 * Figure 7: the compliance gate's speed on one core. Realistic posts (the offline writer's, of
 * clinic products, plus disguised and reworded ones) go through `checkFields` as the gate runs it at
 * save and at publish: the text, a first comment and two alt texts each, with the medicine names of the
 * data files (libs/ai/src/compliance/sources). Target: at least 1,500 posts a second, in the steady state of
 * a long-lived service: the first second of CPU (rules compiled, words' keys cached, code optimised) is not
 * counted. Figure 7d: the share of generated evasions (every listed
 * name and block claim in every disguise, libs/ai testing) the gate refuses, and how fast it reads them
 * (each has words the gate has not seen: the slow path).
 */

import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { checkFields, complianceRefusal, DEFAULT_RULE_SET, offlinePost } from '@studio/ai';
import { generatedEvasions } from '@studio/ai/testing';
import type { Figure } from './report.ts';
import { PLATFORM_NODE_FLAGS, progress } from './support.ts';

const PRODUCTS = [
  ['Hydra Facial', 'Θεραπεία καθαρισμού και ενυδάτωσης προσώπου στο ιατρείο.', 'Περιποίηση προσώπου'],
  ['Υαλουρονικό για χείλη', 'Ενέσιμο υαλουρονικό οξύ για όγκο και περίγραμμα.', 'Ενέσιμα'],
  ['Αποτρίχωση Laser', 'Αποτρίχωση με laser διοδίου από εκπαιδευμένο προσωπικό.', 'Laser'],
  ['Αντηλιακό SPF50', 'Λεπτόρρευστο αντηλιακό προσώπου για καθημερινή χρήση.', 'Αντηλιακά'],
] as const;

const DISGUISED = [
  'Νέα θεραπεία με Β\u200Botox για το μέτωπο! Εγγυημένα αποτελέσματα που διαρκούν μια ζωή ✨ #botoxathens',
  'Οζέμπικ και δίαιτα: δεν πονάει καθόλου, χωρίς παρενέργειες. Κλείστε ραντεβού! #πρινκαιμετα',
  'B.o.t.o.x & fillers με -30% μόνο αυτή την εβδομάδα 💉 «Είμαι ενθουσιασμένη!» - Μαρία',
];

function posts(): { text: string; comment: string; alts: string[] }[] {
  const all: { text: string; comment: string; alts: string[] }[] = [];
  for (let day = 1; day <= 25; day++)
    for (const [productName, productDescription, categoryName] of PRODUCTS)
      all.push({
        text: offlinePost({
          productName,
          productDescription,
          categoryName,
          examplePosts: [],
          companyName: 'Ιατρείο Αισθητικής Λάμψη',
          location: 'Αθήνα',
          platform: 'instagram',
          variant: `2026-12-${String(day).padStart(2, '0')}`,
        }),
        comment: '📍 Λεωφόρος Κηφισίας 100 · 📞 210 1234567 · #αισθητική #αθήνα',
        alts: [`${productName} στο ιατρείο μας`, 'Η ομάδα του ιατρείου'],
      });
  for (const text of DISGUISED) all.push({ text, comment: '#ομορφιά', alts: ['Εικόνα θεραπείας'] });
  return all;
}

const check = (post: { text: string; comment: string; alts: string[] }) =>
  checkFields([
    { field: 'content', text: post.text },
    { field: 'firstComment', text: post.comment },
    ...post.alts.map((text) => ({ field: 'altText' as const, text })),
  ]);

/** CPU seconds of checking before the measured ones. */
const WARM_UP_SECONDS = 1;

export async function complianceFigure(notes: string[]): Promise<Figure> {
  const sample = posts();
  // Counted in this process's CPU time: the gate runs on one core, whatever else the machine is doing.
  const cpuSecondsSince = (started: NodeJS.CpuUsage) => {
    const used = process.cpuUsage(started);
    return (used.user + used.system) / 1e6;
  };
  // The gate runs in long-lived services: its rules compiled, its words' keys cached and its code and
  // regular expressions optimised by V8 after a second of work, which is not counted.
  const warming = process.cpuUsage();
  while (cpuSecondsSince(warming) < WARM_UP_SECONDS) for (const post of sample) check(post);
  let checked = 0;
  const started = process.cpuUsage();
  const cpuSeconds = () => cpuSecondsSince(started);
  while (cpuSeconds() < 3)
    for (const post of sample) {
      check(post);
      checked++;
    }
  const seconds = cpuSeconds();
  const perSecond = checked / seconds;
  const words = Math.round(sample.reduce((n, p) => n + p.text.split(/\s+/).length, 0) / sample.length);
  progress(`compliance gate: ${checked} posts in ${seconds.toFixed(2)} s of CPU`);
  notes.push(
    `Figure 7: ${sample.length} different posts (about ${words} words each, with a first comment and alt texts) checked over and over on one core; the OCR of images runs apart, in the background (figure 7b).`,
  );
  return {
    figure: '7. compliance gate, posts a second on one core',
    measured: `${checked} posts in ${seconds.toFixed(2)} s of CPU`,
    result: `${Math.round(perSecond)} posts/s`,
    target: '≥ 1,500 posts/s',
    met: perSecond >= 1500,
  };
}

const EVERY_WARN_RULE = DEFAULT_RULE_SET.rules.filter((r) => r.severity === 'warn').map((r) => r.id);

export async function evasionsFigure(notes: string[]): Promise<Figure> {
  const evasions = generatedEvasions(3000);
  const started = process.cpuUsage();
  const refused = evasions.filter(
    (e) =>
      complianceRefusal(checkFields([{ field: 'content', text: e.text }]), EVERY_WARN_RULE, 'schedule') !==
      null,
  ).length;
  const used = process.cpuUsage(started);
  const seconds = (used.user + used.system) / 1e6;
  const share = refused / evasions.length;
  progress(`generated evasions: ${refused}/${evasions.length} refused in ${seconds.toFixed(2)} s of CPU`);
  notes.push(
    'Figure 7d: 3,000 forbidden texts generated on seed 48 (libs/ai testing/evasions.ts: every listed name and block claim with one to three families of disguise), each read once: new words every time, so slower per text than figure 7.',
  );
  return {
    figure: '7d. generated evasions refused',
    measured: `${refused}/${evasions.length} refused in ${seconds.toFixed(2)} s of CPU (${Math.round(evasions.length / seconds)} texts/s)`,
    result: `${(share * 100).toFixed(1)}%`,
    target: '≥ 99%',
    met: share >= 0.99,
  };
}

/** What figure 7g's child reports. */
type CodeSpace = { rssMb: number; codeMb: number; perSecond: number };

/** Figure 7g's child run with the given V8 flags. */
const codeSpaceWith = (flags: string[]): CodeSpace =>
  JSON.parse(
    execFileSync(
      process.execPath,
      [...flags, '--import', 'tsx', fileURLToPath(new URL('gate-code-space.ts', import.meta.url))],
      { encoding: 'utf8', maxBuffer: 1 << 20 },
    ).trim(),
  ) as CodeSpace;

/**
 * Figure 7g: the memory the gate's compiled regular expressions take in a process that has read 2,000
 * texts, with V8's default tiering (every expression compiled to machine code at its first run) and with
 * the platform's flags (interpreted until the 100th run), and the rate it reads at once warm.
 */
export async function codeSpaceFigure(notes: string[]): Promise<Figure> {
  progress("compliance gate: code space with V8's default regexp tiering, then with the platform's flags");
  const byDefault = codeSpaceWith([]);
  const flagged = codeSpaceWith(PLATFORM_NODE_FLAGS);
  notes.push(
    "Figure 7g: a process compiles the post and reply rules and reads 2,000 outside-corpus texts (bench/gate-code-space.ts), with node's defaults and with scripts/node-flags.mjs; then reads them twice more, timed.",
  );
  const share = flagged.codeMb / byDefault.codeMb;
  return {
    figure: '7g. gate code space, platform flags against V8 defaults',
    measured: `code space ${byDefault.codeMb.toFixed(0)} → ${flagged.codeMb.toFixed(0)} MB, RSS ${byDefault.rssMb.toFixed(0)} → ${flagged.rssMb.toFixed(0)} MB, ${Math.round(byDefault.perSecond)} → ${Math.round(flagged.perSecond)} texts/s`,
    result: `${(share * 100).toFixed(0)}% of the code space, ${((flagged.perSecond / byDefault.perSecond) * 100).toFixed(0)}% of the rate`,
    target: '≤ 50% of the code space, ≥ 90% of the rate',
    met: share <= 0.5 && flagged.perSecond >= 0.9 * byDefault.perSecond,
  };
}
