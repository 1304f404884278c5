/**
 * What the model is told for a post: in Greek, the product's facts and kind, the knowledge table's
 * sentences on what the product names (with their sources), the
 * clinic's settings and contact, the medical advertising rules, two of the clinic's example posts as
 * style, the recent posts' openings and closings to avoid; the answer is JSON ({ post }) read with zod.
 */
import { z } from 'zod';
import { booksAppointment } from './calls-to-action.ts';
import { nameForms } from './greek-names.ts';
import { KNOWLEDGE_SOURCES, knownThingsOf } from './knowledge.ts';
import { POST_KINDS_OF, type PostKind } from './offline-lines.ts';
import { DEFAULT_MAX_HASHTAGS } from './offline-post.ts';
import { POST_MAX_CHARS, POST_MAX_HASHTAGS } from './posts.ts';
import { factsOf, type ProductKind, type ProductText } from './product-facts.ts';
import { extractSheet, KIND_LABELS, type ProductSheet, SHEET_LABELS } from './product-sheet.ts';
import { unsupportedClaims } from './sentence-checks.ts';
import { endsOf } from './variety.ts';
import type { PostInput } from './writer.ts';

/** The model's answer: the post, hashtags at its end. */
export const WrittenPost = z.object({
  post: z
    .string()
    .trim()
    .min(20)
    .max(POST_MAX_CHARS * 2),
});

/** The structured output asked of the model (strict JSON schema). */
export const WRITTEN_POST_SCHEMA = {
  name: 'social_post',
  schema: {
    type: 'object',
    properties: { post: { type: 'string', description: 'Η ανάρτηση, με τα hashtags στο τέλος.' } },
    required: ['post'],
    additionalProperties: false,
  },
};

const KIND_TEXT: Record<ProductKind, string> = {
  treatment:
    'θεραπεία που γίνεται στον χώρο της επιχείρησης (η θεραπεία, το ραντεβού)· ποτέ μη γράψετε ότι γίνεται ή χρησιμοποιείται στο σπίτι, ποτέ «το προϊόν»',
  'device-treatment':
    'θεραπεία με μηχάνημα στον χώρο της επιχείρησης (η θεραπεία, η συνεδρία)· ποτέ «το προϊόν», ποτέ χρήση στο σπίτι',
  consultation:
    'εκτίμηση ή συμβουλευτική επίσκεψη (η εκτίμηση, η επίσκεψη, κλείνετε ραντεβού)· ποτέ «το προϊόν», καμία συμβουλή συσκευασίας ή χρήσης καλλυντικού',
  device: 'συσκευή για το σπίτι (η συσκευή)· μιλήστε για τη χρήση της μόνο όπως τη λέει το δελτίο της',
  cosmetic: 'καλλυντικό ή προϊόν περιποίησης για το σπίτι (το προϊόν)· ποτέ συνεδρίες ή θεραπεία',
  medicine:
    'φάρμακο χωρίς συνταγή (το σκεύασμα)· μη γράψετε τι θεραπεύει ή τι ανακουφίζει και κλείστε με «Διαβάστε προσεκτικά τις οδηγίες χρήσης. Συμβουλευτείτε τον γιατρό ή τον φαρμακοποιό σας.»',
};

/** The sheet as the model reads it: each entry in Greek, and what it must not add. */
function sheetText(sheet: ProductSheet): string {
  const list = (ids: readonly (keyof typeof SHEET_LABELS)[]) =>
    ids.length > 0 ? ids.map((id) => SHEET_LABELS[id]).join(', ') : '—';
  return [
    `Δελτίο του προϊόντος (τα μόνα στοιχεία του που μπορείτε να γράψετε): είδος: ${KIND_LABELS[sheet.kind]}`,
    `τι είναι: ${sheet.what || '—'}`,
    `για τι: ${sheet.does || '—'}`,
    `περιοχές: ${list(sheet.areas)}${sheet.areas.length > 1 ? ' (αναφέρετε όλες μαζί ή καμία)' : ''}`,
    `ποιος το κάνει: ${sheet.performer ? SHEET_LABELS[sheet.performer] : '—'}`,
    `συστατικά: ${list(sheet.ingredients)}`,
    `ιδιότητες: ${list(sheet.properties)}`,
    `χρησιμοποιείται μαζί με: ${sheet.usedWith.join(', ') || '—'} (άλλο προϊόν, όχι ιδιότητά του)`,
    `να μη συγχέεται με: ${sheet.notConfusedWith.join(', ') || '—'}`,
    ...(sheet.kind === 'consultation'
      ? [
          `τι εξετάζει ή περιλαμβάνει η επίσκεψη: ${sheet.examines || '—'}`,
          `με τι φεύγει ο επισκέπτης: ${sheet.leavesWith || '—'}.`,
          'Πείτε τι εξετάζει η επίσκεψη και με τι φεύγει κανείς μόνο όπως τα γράφει το δελτίο· αν δεν τα γράφει, μην τα πείτε.',
        ]
      : []),
    'Ο δείκτης SPF και το χρώμα δεν είναι συστατικά: γράψτε «με δείκτη προστασίας SPF…», «με χρώμα», ποτέ «περιέχει SPF» ή «στη σύνθεση: … χρώμα».',
    'Ό,τι δεν γράφει το δελτίο δεν ισχύει: ούτε αντηλιακή προστασία, ούτε άλλο συστατικό, ούτε άλλη περιοχή, ούτε άλλος που το κάνει. Μην επαναλαμβάνετε το όνομα ως κατηγόρημα (όχι «Ο Ορός Βιταμίνης C περιέχει βιταμίνη C»).',
    ...(sheet.does
      ? ['Πείτε με δικά σας λόγια για τι είναι (το «για τι» του δελτίου), όχι με τις λέξεις της περιγραφής.']
      : []),
  ].join('· ');
}

/**
 * The sentences of the knowledge table (knowledge.ts) on what the product's texts name, those its sheet
 * allows, with the table's sources: the only general facts on the treatment or active the model may use.
 */
function knowledgeText(product: ProductText, sheet: ProductSheet): string | null {
  // Only the sentences the product's sheet allows, as the offline writer says them.
  const rows = knownThingsOf(product, sheet).flatMap((thing) => {
    const said = [...thing.about, ...thing.after].filter((s) => unsupportedClaims(s, sheet).length === 0);
    const sources = KNOWLEDGE_SOURCES[thing.id] ?? [];
    return said.length === 0
      ? []
      : [`- ${said.join(' ')}${sources.length > 0 ? ` (πηγές: ${sources.join('; ')})` : ''}`];
  });
  if (rows.length === 0) return null;
  return [
    'Γενικά στοιχεία για ό,τι ονομάζει το προϊόν, από τον πίνακα γνώσεων της εφαρμογής: τα μόνα γενικά στοιχεία για τη θεραπεία ή το συστατικό που μπορείτε να γράψετε, με δικά σας λόγια, χωρίς να τα παρουσιάσετε ως ιδιότητες του προϊόντος πέρα από το δελτίο:',
    ...rows,
  ].join('\n');
}

/**
 * The responsible doctor, named only where a post speaks of the doctor of a treatment the doctor performs;
 * no name is ever made up.
 */
function doctorText(input: PostInput, sheet: ProductSheet): string {
  const doctor = input.doctor?.trim();
  if (doctor && sheet.performer === 'byDoctor')
    return `Υπεύθυνος γιατρός της επιχείρησης: ${doctor}. Αν η ανάρτηση μιλά για τον γιατρό, μπορείτε να τον αναφέρετε με αυτό το όνομα, με το σωστό άρθρο· κανένα άλλο όνομα.`;
  return 'Μη γράψετε όνομα γιατρού ή άλλου προσώπου.';
}

const POST_KIND_TEXT: Record<PostKind, string> = {
  tip: 'μια πρακτική συμβουλή',
  myth: 'μύθος και αλήθεια',
  question: 'ερώτηση και απάντηση',
  'first-visit': 'τι να περιμένει κανείς στην πρώτη επίσκεψη',
  aftercare: 'φροντίδα μετά τη συνεδρία',
  season: 'η εποχή και η περιποίηση',
  'behind-the-scenes': 'μια ματιά στα παρασκήνια της επιχείρησης',
  team: 'η ομάδα της επιχείρησης',
  booking: 'πρόσκληση για ραντεβού',
};

const TONE_TEXT: Record<string, string> = {
  professional: 'επαγγελματικό και ζεστό, με λίγα emoji',
  friendly: 'φιλικό και ζεστό, με μερικά emoji',
  educational: 'ενημερωτικό, σαν να εξηγεί ένας ειδικός, χωρίς emoji',
  promotional: 'προωθητικό αλλά με μέτρο, με σαφή πρόσκληση',
};

/** The kind of post the variant picks, among those that fit the product. */
function postKindOf(input: PostInput, kind: ProductKind): PostKind {
  const kinds = POST_KINDS_OF[kind].filter((k) => k !== 'booking' || input.includeCta !== false);
  let hash = 0;
  for (const char of input.variant ?? '') hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return kinds[hash % kinds.length]!;
}

/** What each kind's call to action invites to, and an example of it. */
const CTA_TEXT: Record<ProductKind, (way: string) => string> = {
  treatment: (way) => `ραντεβού για τη θεραπεία (π.χ. «Κλείστε ραντεβού στο ${way}»)`,
  'device-treatment': (way) =>
    `ραντεβού για την πρώτη συνεδρία (π.χ. «Κλείστε την πρώτη σας συνεδρία στο ${way}»)`,
  consultation: (way) => `ραντεβού για εκτίμηση (π.χ. «Κλείστε ραντεβού για εκτίμηση στο ${way}»)`,
  cosmetic: (way) =>
    `να το βρουν στην υποδοχή ή να ρωτήσουν (π.χ. «Για πληροφορίες, ρωτήστε μας στο ${way}»)· ποτέ «ραντεβού», παραγγελίες ή διαθεσιμότητα`,
  device: (way) =>
    `να τη βρουν στην υποδοχή ή να ρωτήσουν (π.χ. «Για πληροφορίες, ρωτήστε μας στο ${way}»)· ποτέ «ραντεβού», παραγγελίες ή διαθεσιμότητα`,
  medicine: (way) =>
    `μόνο ερωτήσεις (π.χ. «Για κάθε απορία, ρωτήστε μας στο ${way}»)· ποτέ αγορά, παραγγελία, διαθεσιμότητα ή ραντεβού`,
};

function callToAction(input: PostInput, kind: ProductKind): string {
  if (input.includeCta === false) return 'Χωρίς πρόσκληση σε δράση στο τέλος.';
  const tel = input.contact?.telephone?.trim();
  const booking = input.contact?.bookingUrl?.trim();
  const website = input.contact?.website?.trim();
  const address = input.contact?.address?.trim();
  // A product the clinic sells is not booked: its link is the website, the booking link only when there is no other contact.
  const link = booksAppointment(kind)
    ? booking || website
    : website || (tel || address ? undefined : booking);
  const ways = [tel && `το τηλέφωνο ${tel}`, link && `τον σύνδεσμο ${link}`].filter(Boolean);
  if (ways.length > 0)
    return `Κλείστε με πρόσκληση σε δράση που γράφει ${ways.join(' ή ')} και καλεί σε ${CTA_TEXT[kind](tel ?? link ?? '')}.`;
  return `Κλείστε με πρόσκληση να στείλουν μήνυμα ή να περάσουν από ${booksAppointment(kind) ? 'τον χώρο' : 'την υποδοχή'}${address ? ` (${address})` : ''}· η επιχείρηση δεν έδωσε τηλέφωνο, μη γράψετε «Καλέστε μας» ούτε αριθμό.`;
}

/** The instructions the model gets for a post, in Greek. */
export function writePostSystemPrompt(input: PostInput): string {
  const product = {
    productName: input.productName,
    categoryName: input.categoryName,
    productDescription: input.productDescription,
    examplePosts: input.examplePosts,
  };
  const sheet = input.sheet ?? extractSheet(product);
  const kind = sheet.kind;
  const skinCare = kind === 'cosmetic' && factsOf(product).has('skin');
  const forms = nameForms(input.productName, kind);
  const max = Math.min(POST_MAX_HASHTAGS, input.maxHashtags ?? DEFAULT_MAX_HASHTAGS);
  const tone = TONE_TEXT[input.tone ?? 'professional'] ?? input.tone ?? TONE_TEXT.professional;
  const lines = [
    `Γράφετε αναρτήσεις Instagram στα ελληνικά για την επιχείρηση «${input.companyName}» (${input.location}), όπως θα τις έγραφε ο καλύτερος υπεύθυνος επικοινωνίας της: φυσικά, συγκεκριμένα, με ελληνικές εκφράσεις και όχι μεταφρασμένες (ποτέ «Χαρούμενη νέα μέρα!»).`,
    'Απευθύνεστε στον αναγνώστη στον πληθυντικό ευγενείας («εσείς»).',
    `Ύφος: ${tone}. Μήκος: περίπου ${input.targetLength ?? 150} λέξεις. Είδος ανάρτησης: ${POST_KIND_TEXT[postKindOf(input, kind)]}.`,
    `Το προϊόν: ${forms.nom} — ${KIND_TEXT[kind]}. Γράψτε το όνομα με το σωστό άρθρο και πτώση (${forms.nom}, ${forms.acc}), ποτέ μετά από ουσιαστικό που το επαναλαμβάνει (όχι «η θεραπεία «Θεραπεία …»»).`,
    sheetText(sheet),
    ...[knowledgeText(product, sheet)].filter((text) => text !== null),
    doctorText(input, sheet),
    'Ούτε αποτελέσματα ούτε διάρκεια. Κάθε πρόταση ολόκληρη, με υποκείμενο· όχι δύο κοφτές προτάσεις στη σειρά («Γίνεται στον χώρο μας. Γίνεται από γιατρό.»). Οι ευχές (γιορτή, ονομαστική) μόνο την ημέρα τους και σε δική τους πρώτη γραμμή. Το 📞 μόνο μπροστά από τηλέφωνο, οι σύνδεσμοι ολόκληροι.',
    skinCare
      ? 'Μπορείτε να αναφέρετε την εποχή της ημέρας της ανάρτησης, αν ταιριάζει.'
      : 'Μη γράψετε για την εποχή ή τον καιρό.',
    callToAction(input, kind),
    `Hashtags: το πολύ ${max}, στο τέλος, ελληνικά, από το δελτίο (${sheet.hashtags.join(' ') || '—'}) και όπως τα ψάχνει ο κόσμος${/^[^\p{Script=Greek}]*$/u.test(input.productName) ? ' (το όνομα του προϊόντος μπορεί να μείνει στα λατινικά)' : ', κανένα στα αγγλικά'}${input.defaultHashtags?.length ? `, μαζί με αυτά της επιχείρησης: ${input.defaultHashtags.map((t) => `#${t.replace(/^#/, '')}`).join(' ')}` : ''}.`,
    `Όλη η ανάρτηση κάτω από ${POST_MAX_CHARS} χαρακτήρες, απλό κείμενο χωρίς Markdown.`,
  ];
  if (input.avoidMedicalClaims !== false)
    lines.push(
      'Κανόνες ιατρικής διαφήμισης: κανένας ισχυρισμός ότι θεραπεύει ή γιατρεύει· καμία υπόσχεση για εγγυημένα, μόνιμα ή «πριν και μετά» αποτελέσματα· ποτέ «χωρίς κίνδυνο», «ανώδυνο» ή «χωρίς παρενέργειες»· καμία μαρτυρία πελατών, καμία αναφορά σε ανηλίκους, καμία σύγκριση με χειρουργική επέμβαση, καμία προσφορά σε ιατρικές πράξεις, καμία διαφήμιση φαρμάκου που θέλει συνταγή.',
    );
  if (input.blockedTerms?.length)
    lines.push(
      `Ποτέ αυτοί οι όροι ή τύποι τους, σε καμία γλώσσα: ${input.blockedTerms.join(', ')}. Αν το προϊόν είναι φάρμακο με συνταγή, γράψτε για τη θεραπεία και τη συζήτηση με τον γιατρό, ποτέ το φάρμακο ή την ουσία του.`,
    );
  if (input.warnTerms?.length)
    lines.push(
      `Αποφύγετε και αυτούς τους ισχυρισμούς, που η επιχείρηση θα έπρεπε να τεκμηριώσει: ${input.warnTerms.join(', ')}.`,
    );
  if (input.guidelines?.trim()) lines.push(`Οδηγίες της επιχείρησης: ${input.guidelines.trim()}`);
  const examples = input.examplePosts.slice(0, 2);
  if (examples.length > 0)
    lines.push(
      `Παραδείγματα αναρτήσεων της επιχείρησης, μόνο για το ύφος (μην αντιγράψετε φράσεις ή ισχυρισμούς τους): ${examples.map((e, i) => `(${i + 1}) ${e.replace(/\s+/g, ' ')}`).join(' ')}`,
    );
  const recent = (input.recentPosts ?? []).slice(0, 20).map((post) => endsOf(post, input.companyName));
  if (recent.length > 0)
    lines.push(
      `Οι πρόσφατες αναρτήσεις άρχισαν και έκλεισαν έτσι· μην επαναλάβετε καμία από αυτές τις προτάσεις ούτε προτάσεις τους: ${recent.map((r) => `«${r.opening}» … «${r.closing}»`).join('; ')}.`,
    );
  if (input.repeated?.length)
    lines.push(
      `Ένα προηγούμενο κείμενο επανέλαβε ${input.repeated.map((s) => `«${s}»`).join(', ')}: γράψτε κάτι διαφορετικό.`,
    );
  if (input.avoidPhrases?.length)
    lines.push(
      `Ένα προηγούμενο κείμενο έγραφε ${input.avoidPhrases.map((p) => `'${p}'`).join(', ')}, που δεν επιτρέπεται σε τέτοια επιχείρηση: γράψτε νέα ανάρτηση χωρίς αυτά ή κάτι παρόμοιο.`,
    );
  lines.push('Απαντήστε μόνο με JSON: {"post": "η ανάρτηση, με τα hashtags στο τέλος"}.');
  return lines.join('\n');
}

/** The facts of one post, as the model reads them. */
export function writePostUserPrompt(input: PostInput): string {
  return JSON.stringify({
    platform: input.platform,
    business: { name: input.companyName, location: input.location, contact: input.contact ?? {} },
    product: { name: input.productName, description: input.productDescription, category: input.categoryName },
    date: input.date ?? null,
    variant: input.variant ?? null,
  });
}
