/**
 * What a clinic's visits and examinations are: a dermatology visit, a mapping of moles, a trichoscopy, in
 * a few neutral Greek sentences each.
 *
 * Sources (read for what each thing is and does, not copied):
 * - American Academy of Dermatology, checking your skin for moles (https://www.aad.org/public/diseases/skin-cancer/find/check-skin);
 *   hair loss or hair shedding (https://aad.org/alopecia-care).
 * - British Association of Dermatologists patient leaflets: moles and mole checks.
 * - DermNet (https://dermnetnz.org/topics/): dermoscopy and mole mapping (digital dermoscopy / total body
 *   photography), dermoscopy.
 * - DermNet, trichoscopy (https://dermnetnz.org/topics/trichoscopy): the hair and scalp under a handheld
 *   or video dermatoscope, without harm to the skin, images captured and kept. That a visit for hair loss
 *   asks for blood tests where needed was found only in a dermatology practice's page
 *   (https://sjhdermatology.com/services/hair-loss/).
 */
import { AAD, BAD, DERMNET, type KnownThing, type Sources } from './known-thing.ts';

/** A product that is a check of moles: their mapping, a check named so, or a dermatoscope on them. */
const MOLE_CHECK =
  /χαρτογραφησ|\bmoles?\b|(?:ελεγχ|εξετασ)\S*\s+(?:των\s+|του\s+)?σπιλ|σπιλ[^.]*δερματοσκοπ|δερματοσκοπ[^.]*σπιλ/u;

export const VISITS: readonly KnownThing[] = [
  {
    id: 'mole-mapping',
    // A check of moles: a dermatoscope alone looks at nails and hair as well, and moles named among
    // other things («για εκζέμα, σπίλους, μυρμηγκιές…») are one concern of a general examination.
    named: MOLE_CHECK,
    kinds: ['consultation'],
    tag: '#χαρτογράφησησπίλων',
    about: [
      'Το δερματοσκόπιο είναι ένα όργανο που μεγεθύνει τον σπίλο και φωτίζει τη δομή του, ώστε να φωτογραφηθεί.',
      'Οι εικόνες αποθηκεύονται, ώστε στην επόμενη επίσκεψη οι σπίλοι που παρακολουθούμε να συγκριθούν με τις προηγούμενες εικόνες τους.',
      'Σε κάθε σπίλο κοιτάμε το σχήμα, τα όρια, το χρώμα και το μέγεθος, και αν κάτι άλλαξε από την προηγούμενη φορά.',
      'Η καταγραφή κάνει φανερή μια αλλαγή που με το μάτι δύσκολα θα ξεχώριζε.',
      'Το δερματοσκόπιο δείχνει τη δομή κάτω από την επιφάνεια του δέρματος, που με γυμνό μάτι δεν φαίνεται.',
      'Πόσο συχνά χρειάζεται να επαναληφθεί η χαρτογράφηση το ορίζει ο δερματολόγος, ανάλογα με το ιστορικό σας.',
    ],
    myths: [
      'Μύθος: αν ένας σπίλος δεν πονά, δεν χρειάζεται έλεγχο.\nΑλήθεια: οι αλλαγές σε σχήμα, όρια και χρώμα φαίνονται στη σύγκριση των εικόνων, όχι στον πόνο.',
      'Μύθος: αρκεί να κοιτάμε τους σπίλους που φαίνονται.\nΑλήθεια: στη χαρτογράφηση εξετάζεται όλο το δέρμα, και σημεία που δεν βλέπετε μόνοι σας.',
    ],
    after: [
      'Ανάμεσα στις επισκέψεις, κοιτάξτε το δέρμα σας μία φορά τον μήνα και δείξτε μας ό,τι καινούργιο ή διαφορετικό δείτε.',
      'Την ημέρα της εξέτασης ελάτε χωρίς μακιγιάζ και χωρίς βερνίκι στα νύχια.',
      'Αν έχετε παλιές φωτογραφίες ή ιατρικές εκθέσεις για τους σπίλους σας, φέρτε τις μαζί σας.',
      'Αν σας απασχολεί κάποιος συγκεκριμένος σπίλος, πείτε μάς το όταν κλείνετε το ραντεβού, για να τον δει ο δερματολόγος με προσοχή.',
    ],
  },
  {
    id: 'dermatology-visit',
    named: /δερματολογ[^.]*(?:επισκεψ|εκτιμησ|ραντεβου)|(?:αρχικη|πρωτη) (?:δερματολογ|επισκεψ)/u,
    kinds: ['consultation'],
    unless: MOLE_CHECK,
    tag: '#δερματολόγος',
    about: [
      'Η επίσκεψη ξεκινά από το ιστορικό: τι σας απασχολεί, από πότε, και τι έχετε ήδη δοκιμάσει.',
      'Η εξέταση του δέρματος γίνεται με το μάτι και, όπου χρειάζεται, με δερματοσκόπιο.',
      'Στο τέλος συζητάμε ένα σχέδιο φροντίδας και, αν χρειάζεται, τις επόμενες εξετάσεις.',
      'Ο δερματολόγος κοιτάζει το δέρμα, τα μαλλιά και τα νύχια, γιατί συχνά δίνουν πληροφορίες το ένα για το άλλο.',
    ],
    after: [
      'Φέρτε μαζί σας τα προϊόντα ή τα φάρμακα που χρησιμοποιείτε, ή μια φωτογραφία των συσκευασιών τους.',
      'Αν κάτι στο δέρμα σας έρχεται και φεύγει, μια φωτογραφία από τη μέρα που φαινόταν βοηθά στην επίσκεψη.',
    ],
  },
  {
    id: 'trichoscopy',
    named: /τριχοσκοπ|trichoscop/u,
    tag: '#τριχοσκόπηση',
    about: [
      'Η τριχοσκόπηση είναι η εξέταση του τριχωτού της κεφαλής με δερματοσκόπιο, σε μεγέθυνση.',
      'Στην τριχοσκόπηση φαίνονται το πάχος των τριχών, τα στόμια των θυλάκων και η όψη του δέρματος του τριχωτού.',
      'Η τριχοσκόπηση γίνεται χωρίς τομές και χωρίς βελόνες.',
      'Σε μια επίσκεψη για τα μαλλιά, ο δερματολόγος ρωτά για το ιστορικό, εξετάζει το τριχωτό και ζητά εξετάσεις αίματος όπου χρειάζονται.',
    ],
    after: [
      'Πριν από την εξέταση, ρωτήστε μας πότε να λούσετε τα μαλλιά, και εκείνη τη μέρα αφήστε τα προϊόντα styling.',
      'Φέρτε μαζί σας πρόσφατες εξετάσεις αίματος και τη λίστα με τα φάρμακα ή τα συμπληρώματα που παίρνετε.',
    ],
  },
];

export const VISIT_SOURCES: Sources = {
  'mole-mapping': [
    `${AAD}, checking your skin for moles (https://www.aad.org/public/diseases/skin-cancer/find/check-skin)`,
    `${DERMNET}: dermoscopy and mole mapping`,
    `${BAD}, moles and mole checks`,
  ],
  'dermatology-visit': [`${DERMNET}: dermoscopy`],
  trichoscopy: [
    `${DERMNET}: trichoscopy (https://dermnetnz.org/topics/trichoscopy)`,
    `${AAD}, hair loss or hair shedding (https://aad.org/alopecia-care)`,
    'Hair loss (https://sjhdermatology.com/services/hair-loss/)',
  ],
};
