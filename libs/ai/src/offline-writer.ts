import { isClinicTreatment } from '@studio/contracts';
import { nameForms } from './greek-names.ts';
import { hashName } from './hash-name.ts';
import { offlinePost } from './offline-post.ts';
import { kindOf } from './product-facts.ts';
import type { Writer } from './writer.ts';

/**
 * Sentences for descriptions written without a model, for a product used at home or a treatment done
 * in the clinic. Every one stays clear of medical claims (no cures, no promised results, no 'without
 * risk') and of facts a name cannot tell (who does a treatment); the name comes with its article and case
 * (greek-names.ts), and no sentence has a word that must agree with its gender.
 */
const SENTENCES = {
  home: {
    openings: [
      '{Nom} είναι μια προσεγμένη επιλογή για όσους θέλουν να φροντίζουν την εικόνα τους με σύγχρονο τρόπο.',
      'Γνωρίστε {acc}, μια επιλογή που συνδυάζει ποιότητα, φινέτσα και σύγχρονη αισθητική.',
      '{Nom} φέρνει τη φροντίδα επαγγελματικού επιπέδου στην καθημερινή σας ρουτίνα.',
      'Ανακαλύψτε {acc}, μια επιλογή σχεδιασμένη με προσοχή στη λεπτομέρεια για μια ευχάριστη εμπειρία περιποίησης.',
      'Με {acc} η περιποίηση γίνεται μια στιγμή φροντίδας για τον εαυτό σας.',
    ],
    middles: [
      'Η προσεγμένη σύνθεση και η ευχάριστη υφή ταιριάζουν στην καθημερινή χρήση.',
      'Ταιριάζει αρμονικά σε μια ολοκληρωμένη ρουτίνα περιποίησης στο σπίτι.',
      'Η κομψή συσκευασία αναδεικνύει τη φροντίδα που χαρακτηρίζει κάθε λεπτομέρεια.',
      'Η χρήση είναι απλή και ευχάριστη, για μια αίσθηση φρεσκάδας και άνεσης.',
    ],
    closings: [
      'Ζητήστε τη συμβουλή του ειδικού σας για να δείτε πώς ταιριάζει στις δικές σας ανάγκες.',
      'Ρωτήστε την ομάδα μας για περισσότερες πληροφορίες και προτάσεις στα μέτρα σας.',
      'Δείτε από κοντά {acc} και απολαύστε μια εμπειρία φροντίδας που ξεχωρίζει.',
    ],
  },
  clinic: {
    openings: [
      '{Nom} γίνεται στο ιατρείο, μετά από προσεκτική αξιολόγηση.',
      'Γνωρίστε {acc}, μια πράξη αισθητικής ιατρικής που προσαρμόζεται σε κάθε πρόσωπο.',
      '{Nom} εφαρμόζεται στον χώρο του ιατρείου, με σεβασμό στα φυσικά χαρακτηριστικά σας.',
      'Με {acc} σχεδιάζουμε μαζί σας ένα πλάνο στα μέτρα σας.',
    ],
    middles: [
      'Πριν από κάθε συνεδρία προηγείται συζήτηση για το ιστορικό, τις προσδοκίες και τις πιθανές παρενέργειες.',
      'Η διάρκεια και ο αριθμός των συνεδριών εξαρτώνται από το δέρμα και τις ανάγκες του καθενός.',
      'Μετά τη συνεδρία θα πάρετε οδηγίες για τις επόμενες ημέρες.',
    ],
    closings: [
      'Κλείστε ένα ραντεβού αξιολόγησης για να δείτε μαζί μας αν σας ταιριάζει.',
      'Ρωτήστε μας για περισσότερες πληροφορίες και ένα πλάνο στα μέτρα σας.',
      'Η ομάδα μας θα σας εξηγήσει κάθε βήμα πριν πάρετε την απόφασή σας.',
    ],
  },
};

const pick = <T>(list: readonly T[], n: number): T => list[n % list.length]!;

/** A Greek description of 3 or 4 sentences, chosen by a hash of the name. */
export function offlineDescription(name: string): string {
  const cleanName = name.replace(/\s+/g, ' ').trim();
  const hash = hashName(cleanName);
  const kind = kindOf({
    productName: cleanName,
    categoryName: null,
    productDescription: '',
    examplePosts: [],
  });
  const { openings, middles, closings } = SENTENCES[isClinicTreatment(kind) ? 'clinic' : 'home'];
  const sentences = [pick(openings, hash), pick(middles, hash >>> 8)];
  // Some names get a second middle sentence (never the first one again), so lengths vary too.
  if ((hash >>> 16) % 2 === 1)
    sentences.push(pick(middles, (hash >>> 8) + 1 + ((hash >>> 20) % (middles.length - 1))));
  sentences.push(pick(closings, hash >>> 24));
  const forms = nameForms(cleanName, kind);
  return sentences.join(' ').replaceAll('{Nom}', forms.Nom).replaceAll('{acc}', forms.acc);
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
