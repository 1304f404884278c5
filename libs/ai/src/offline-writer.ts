import { offlinePost } from './posts.ts';
import type { Writer } from './writer.ts';

/**
 * Sentences for descriptions written without a model. Every one stays clear of medical claims
 * (no cures, no promised results, no 'without risk'); the name is quoted so the grammar holds for any name.
 */
const OPENINGS = [
  'Το «{name}» είναι ένα προσεγμένο προϊόν για όσους θέλουν να φροντίζουν την εικόνα τους με σύγχρονο και κομψό τρόπο.',
  'Γνωρίστε το «{name}», μια επιλογή που συνδυάζει ποιότητα, φινέτσα και σύγχρονη αισθητική.',
  'Το «{name}» φέρνει τη φροντίδα επαγγελματικού επιπέδου στην καθημερινή σας ρουτίνα.',
  'Ανακαλύψτε το «{name}», σχεδιασμένο με προσοχή στη λεπτομέρεια για μια ευχάριστη εμπειρία περιποίησης.',
  'Με το «{name}» η περιποίηση γίνεται μια στιγμή φροντίδας για τον εαυτό σας.',
];

const MIDDLES = [
  'Η προσεγμένη σύνθεση και η ευχάριστη υφή του το κάνουν ιδανικό για καθημερινή χρήση.',
  'Το επιλέγουν επαγγελματίες της αισθητικής για την ποιότητα και τη σταθερή του παρουσία στο ιατρείο.',
  'Ταιριάζει αρμονικά σε μια ολοκληρωμένη ρουτίνα περιποίησης, στο ιατρείο ή στο σπίτι.',
  'Η κομψή συσκευασία του αναδεικνύει τη φροντίδα που χαρακτηρίζει κάθε λεπτομέρεια.',
  'Η χρήση του είναι απλή και ευχάριστη, για μια αίσθηση φρεσκάδας και άνεσης.',
];

const CLOSINGS = [
  'Ζητήστε τη συμβουλή του ειδικού σας για να δείτε πώς ταιριάζει στις δικές σας ανάγκες.',
  'Ρωτήστε την ομάδα μας για περισσότερες πληροφορίες και προτάσεις στα μέτρα σας.',
  'Γνωρίστε το από κοντά και απολαύστε μια εμπειρία φροντίδας που ξεχωρίζει.',
  'Επισκεφθείτε μας για να το δοκιμάσετε με την καθοδήγηση της ομάδας μας.',
];

/** FNV-1a: a stable number from the name, so a name always reads the same and names differ from each other. */
export function hashName(name: string): number {
  let hash = 0x811c9dc5;
  for (const char of name.normalize('NFC').toLowerCase()) {
    hash ^= char.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

const pick = <T>(list: readonly T[], n: number): T => list[n % list.length]!;

/** A Greek description of 3 or 4 sentences, chosen by a hash of the name. */
export function offlineDescription(name: string): string {
  const cleanName = name.replace(/\s+/g, ' ').trim();
  const hash = hashName(cleanName);
  const first = pick(MIDDLES, hash >>> 8);
  const sentences = [pick(OPENINGS, hash), first];
  // Some names get a second middle sentence (never the first one again), so lengths vary too.
  if ((hash >>> 16) % 2 === 1)
    sentences.push(pick(MIDDLES, (hash >>> 8) + 1 + ((hash >>> 20) % (MIDDLES.length - 1))));
  sentences.push(pick(CLOSINGS, hash >>> 24));
  return sentences.join(' ').replaceAll('{name}', cleanName);
}

/** The writer used when no model is configured: deterministic, and it cannot judge images. */
export function createOfflineWriter(): Writer {
  return {
    kind: 'offline',
    model: null,
    describeProduct: async ({ name }) => offlineDescription(name),
    writePost: async (input) => offlinePost(input),
    rankImages: async () => null,
  };
}
