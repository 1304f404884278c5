/**
 * What the model is told for a post: in Greek, the product's facts and kind, the
 * clinic's settings and contact, the medical advertising rules, two of the clinic's example posts as
 * style, the recent posts' openings and closings to avoid; the answer is JSON ({ post }) read with zod.
 */
import { z } from 'zod';
import { nameForms } from './greek-names.ts';
import { POST_KINDS_OF, type PostKind } from './offline-lines.ts';
import { DEFAULT_MAX_HASHTAGS } from './offline-post.ts';
import { POST_MAX_CHARS, POST_MAX_HASHTAGS } from './posts.ts';
import { type FactId, factsOf, KIND_CLAIMS, kindOf, type ProductKind } from './product-facts.ts';
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
    'θεραπεία που γίνεται στον χώρο της επιχείρησης· ποτέ μη γράψετε ότι γίνεται ή χρησιμοποιείται στο σπίτι',
  device: 'συσκευή· μιλήστε για τη χρήση της μόνο όπως τη λένε τα στοιχεία της',
  cosmetic: 'καλλυντικό ή προϊόν περιποίησης για το σπίτι',
  medicine:
    'φάρμακο χωρίς συνταγή· μη γράψετε τι θεραπεύει ή τι ανακουφίζει και κλείστε με «Διαβάστε προσεκτικά τις οδηγίες χρήσης. Συμβουλευτείτε τον γιατρό ή τον φαρμακοποιό σας.»',
};

const FACT_TEXT: Record<FactId, string> = {
  lips: 'αφορά τα χείλη',
  eyes: 'αφορά την περιοχή γύρω από τα μάτια',
  face: 'αφορά το πρόσωπο',
  body: 'αφορά το σώμα',
  hair: 'αφορά τα μαλλιά',
  skin: 'αφορά το δέρμα',
  hairRemoval: 'αφορά την αποτρίχωση',
  hyaluronic: 'έχει υαλουρονικό οξύ',
  hydration: 'αφορά την ενυδάτωση',
  sunProtection: 'έχει αντηλιακή προστασία',
  vitaminC: 'έχει βιταμίνη C',
  sensitive: 'απευθύνεται και σε ευαίσθητες επιδερμίδες',
  oily: 'απευθύνεται σε επιδερμίδες με τάση λιπαρότητας',
  lightTexture: 'έχει ελαφριά υφή',
  fragranceFree: 'δεν έχει άρωμα',
  byDoctor: 'γίνεται από γιατρό',
  trainedStaff: 'γίνεται από εκπαιδευμένο προσωπικό',
  sessions: 'γίνεται σε συνεδρίες',
  homeUse: 'χρησιμοποιείται στο σπίτι',
  daily: 'είναι για καθημερινή χρήση',
  led: 'λειτουργεί με φως LED',
};

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

function callToAction(input: PostInput): string {
  if (input.includeCta === false) return 'Χωρίς πρόσκληση σε δράση στο τέλος.';
  const tel = input.contact?.telephone?.trim();
  const link = input.contact?.bookingUrl?.trim() || input.contact?.website?.trim();
  const address = input.contact?.address?.trim();
  const ways = [tel && `το τηλέφωνο ${tel}`, link && `τον σύνδεσμο ${link}`].filter(Boolean);
  if (ways.length > 0)
    return `Κλείστε με πρόσκληση σε δράση που γράφει ${ways.join(' ή ')} (π.χ. «Κλείστε ραντεβού στο ${tel ?? link}»).`;
  return `Κλείστε με πρόσκληση να στείλουν μήνυμα ή να περάσουν από τον χώρο${address ? ` (${address})` : ''}· η επιχείρηση δεν έδωσε τηλέφωνο, μη γράψετε «Καλέστε μας» ούτε αριθμό.`;
}

/** The instructions the model gets for a post, in Greek. */
export function writePostSystemPrompt(input: PostInput): string {
  const product = {
    productName: input.productName,
    categoryName: input.categoryName,
    productDescription: input.productDescription,
    examplePosts: input.examplePosts,
  };
  const kind = kindOf(product);
  const facts = [...factsOf(product)].filter(
    (fact) => KIND_CLAIMS[kind].facts.includes(fact) || fact === 'skin',
  );
  const forms = nameForms(input.productName, kind);
  const max = Math.min(POST_MAX_HASHTAGS, input.maxHashtags ?? DEFAULT_MAX_HASHTAGS);
  const tone = TONE_TEXT[input.tone ?? 'professional'] ?? input.tone ?? TONE_TEXT.professional;
  const lines = [
    `Γράφετε αναρτήσεις Instagram στα ελληνικά για την επιχείρηση «${input.companyName}» (${input.location}), όπως θα τις έγραφε ο καλύτερος υπεύθυνος επικοινωνίας της: φυσικά, συγκεκριμένα, με ελληνικές εκφράσεις και όχι μεταφρασμένες (ποτέ «Χαρούμενη νέα μέρα!»).`,
    'Απευθύνεστε στον αναγνώστη στον πληθυντικό ευγενείας («εσείς»).',
    `Ύφος: ${tone}. Μήκος: περίπου ${input.targetLength ?? 150} λέξεις. Είδος ανάρτησης: ${POST_KIND_TEXT[postKindOf(input, kind)]}.`,
    `Το προϊόν: ${forms.nom} — ${KIND_TEXT[kind]}. Γράψτε το όνομα με το σωστό άρθρο και πτώση (${forms.nom}, ${forms.acc}), ποτέ μετά από ουσιαστικό που το επαναλαμβάνει (όχι «η θεραπεία «Θεραπεία …»»).`,
    facts.length > 0
      ? `Τα μόνα στοιχεία του προϊόντος που μπορείτε να αναφέρετε: ${facts.map((f) => FACT_TEXT[f]).join('· ')}. Τίποτα άλλο για το προϊόν: ούτε αποτελέσματα, ούτε διάρκεια, ούτε ποιος το εφαρμόζει, αν δεν το λένε αυτά.`
      : 'Για το προϊόν μην αναφέρετε καμία ιδιότητα ή αποτέλεσμα· γράψτε για την επιχείρηση, την ενημέρωση και την επικοινωνία.',
    kind === 'cosmetic' && facts.includes('skin')
      ? 'Μπορείτε να αναφέρετε την εποχή της ημέρας της ανάρτησης, αν ταιριάζει.'
      : 'Μη γράψετε για την εποχή ή τον καιρό.',
    callToAction(input),
    `Hashtags: το πολύ ${max}, στο τέλος, ελληνικά, όπως τα ψάχνει ο κόσμος${/^[^\p{Script=Greek}]*$/u.test(input.productName) ? ' (το όνομα του προϊόντος μπορεί να μείνει στα λατινικά)' : ', κανένα στα αγγλικά'}${input.defaultHashtags?.length ? `, μαζί με αυτά της επιχείρησης: ${input.defaultHashtags.map((t) => `#${t.replace(/^#/, '')}`).join(' ')}` : ''}.`,
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
