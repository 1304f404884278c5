import { comparable } from './compliance.ts';
import { hashName } from './hash-name.ts';
import { offlinePost } from './offline-post.ts';
import type { Writer } from './writer.ts';

/** Names of treatments the doctor does in the clinic: described as such, never as home use. */
const IN_CLINIC =
  /ενεσιμ|filler|botox|μποτοξ|botulinum|τοξιν|laser|λειζερ|peel|πιλινγκ|μεσοθεραπ|prp|skinbooster|profhilo|dysport|azzalure|vistabel|bocouture|xeomin|inject|threads/;

/**
 * Sentences for descriptions written without a model, for a product used at home or a treatment done
 * in the clinic. Every one stays clear of medical claims (no cures, no promised results, no 'without
 * risk'); the name is quoted after a noun that carries the grammar, so it holds for any name.
 */
const SENTENCES = {
  home: {
    openings: [
      'Το προϊόν «{name}» είναι μια προσεγμένη επιλογή για όσους θέλουν να φροντίζουν την εικόνα τους με σύγχρονο τρόπο.',
      'Γνωρίστε το προϊόν «{name}», μια επιλογή που συνδυάζει ποιότητα, φινέτσα και σύγχρονη αισθητική.',
      'Το προϊόν «{name}» φέρνει τη φροντίδα επαγγελματικού επιπέδου στην καθημερινή σας ρουτίνα.',
      'Ανακαλύψτε το προϊόν «{name}», σχεδιασμένο με προσοχή στη λεπτομέρεια για μια ευχάριστη εμπειρία περιποίησης.',
      'Με το προϊόν «{name}» η περιποίηση γίνεται μια στιγμή φροντίδας για τον εαυτό σας.',
    ],
    middles: [
      'Η προσεγμένη σύνθεση και η ευχάριστη υφή του το κάνουν ιδανικό για καθημερινή χρήση.',
      'Ταιριάζει αρμονικά σε μια ολοκληρωμένη ρουτίνα περιποίησης στο σπίτι.',
      'Η κομψή συσκευασία του αναδεικνύει τη φροντίδα που χαρακτηρίζει κάθε λεπτομέρεια.',
      'Η χρήση του είναι απλή και ευχάριστη, για μια αίσθηση φρεσκάδας και άνεσης.',
    ],
    closings: [
      'Ζητήστε τη συμβουλή του ειδικού σας για να δείτε πώς ταιριάζει στις δικές σας ανάγκες.',
      'Ρωτήστε την ομάδα μας για περισσότερες πληροφορίες και προτάσεις στα μέτρα σας.',
      'Γνωρίστε το από κοντά και απολαύστε μια εμπειρία φροντίδας που ξεχωρίζει.',
    ],
  },
  clinic: {
    openings: [
      'Η θεραπεία «{name}» γίνεται στο ιατρείο, από γιατρό, μετά από προσεκτική αξιολόγηση.',
      'Γνωρίστε τη θεραπεία «{name}», μια πράξη αισθητικής ιατρικής που προσαρμόζεται σε κάθε πρόσωπο.',
      'Η θεραπεία «{name}» εφαρμόζεται στον χώρο του ιατρείου, με σεβασμό στα φυσικά χαρακτηριστικά σας.',
      'Με τη θεραπεία «{name}» ο γιατρός σχεδιάζει μαζί σας ένα πλάνο στα μέτρα σας.',
    ],
    middles: [
      'Πριν από κάθε συνεδρία προηγείται συζήτηση για το ιστορικό, τις προσδοκίες και τις πιθανές παρενέργειες.',
      'Η διάρκεια και ο αριθμός των συνεδριών εξαρτώνται από το δέρμα και τις ανάγκες του καθενός.',
      'Γίνεται με προϊόντα πιστοποιημένα για ιατρική χρήση και με τις οδηγίες του γιατρού για μετά.',
    ],
    closings: [
      'Κλείστε ένα ραντεβού αξιολόγησης για να δείτε μαζί με τον γιατρό αν σας ταιριάζει.',
      'Ρωτήστε τον γιατρό μας για περισσότερες πληροφορίες και ένα πλάνο στα μέτρα σας.',
      'Η ομάδα μας θα σας εξηγήσει κάθε βήμα πριν πάρετε την απόφασή σας.',
    ],
  },
};

const pick = <T>(list: readonly T[], n: number): T => list[n % list.length]!;

/** A Greek description of 3 or 4 sentences, chosen by a hash of the name. */
export function offlineDescription(name: string): string {
  const cleanName = name.replace(/\s+/g, ' ').trim();
  const hash = hashName(cleanName);
  const { openings, middles, closings } =
    SENTENCES[IN_CLINIC.test(comparable(cleanName)) ? 'clinic' : 'home'];
  const sentences = [pick(openings, hash), pick(middles, hash >>> 8)];
  // Some names get a second middle sentence (never the first one again), so lengths vary too.
  if ((hash >>> 16) % 2 === 1)
    sentences.push(pick(middles, (hash >>> 8) + 1 + ((hash >>> 20) % (middles.length - 1))));
  sentences.push(pick(closings, hash >>> 24));
  return sentences.join(' ').replaceAll('{name}', cleanName);
}

/** The writer used when no model is configured: deterministic, and it cannot judge images. */
export function createOfflineWriter(): Writer {
  return {
    kind: 'offline',
    model: null,
    describeProduct: async ({ name }) => offlineDescription(name),
    writePost: async (input) => offlinePost(input),
    reviewClaims: async () => [],
    rankImages: async () => null,
  };
}
