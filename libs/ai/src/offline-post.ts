/**
 * The offline writer's posts (issue 13, item 6): Greek a clinic would sign. Names stay in the nominative,
 * quoted after a noun that carries the grammar ('το προϊόν «…»', 'η θεραπεία «…»'; the business signs
 * at the end), so any name reads right. Five kinds of post (tip, question and answer, spotlight, season,
 * booking invitation) and 25 openings rotate by day, so a month of posts rarely repeats itself. The
 * product's description is never pasted: what it is about is recognised and said in the writer's own
 * words. Example posts only lend their short hashtags. In-clinic treatments are never described as home use.
 */
import { comparable } from './compliance.ts';
import { hashName } from './hash-name.ts';
import { fitPostLimits, POST_MAX_HASHTAGS } from './posts.ts';
import type { PostInput } from './writer.ts';

export const POST_KINDS = ['tip', 'question', 'spotlight', 'season', 'booking'] as const;
export type PostKind = (typeof POST_KINDS)[number];

export const OPENINGS = [
  '✨ Λίγη φροντίδα κάνει τη διαφορά.',
  'Καλημέρα από την ομάδα μας! ☀️',
  'Νέα εβδομάδα, νέες αφορμές για φροντίδα.',
  '🌿 Ώρα για μια στιγμή μόνο για εσάς.',
  'Σας έχουμε μια πρόταση.',
  'Η φροντίδα του δέρματος θέλει συνέπεια και σωστή καθοδήγηση.',
  'Μικρές συνήθειες, μεγάλη διαφορά.',
  'Ξέρατε ότι το δέρμα αλλάζει ανάγκες με τις εποχές;',
  '🤍 Φροντίδα με προσοχή στη λεπτομέρεια.',
  'Αφιερώστε λίγα λεπτά στον εαυτό σας σήμερα.',
  'Κάθε δέρμα είναι διαφορετικό· το ίδιο και η φροντίδα του.',
  'Από την ομάδα μας, με αγάπη για ό,τι κάνουμε.',
  'Ας μιλήσουμε για φροντίδα με επιστημονική ματιά.',
  '🌸 Μια ιδέα για την εβδομάδα σας.',
  'Η ομορφιά θέλει χρόνο, γνώση και τον σωστό σύμμαχο.',
  'Ώρα για μια μικρή ενημέρωση από τον χώρο μας.',
  'Σήμερα σας προτείνουμε κάτι ξεχωριστό.',
  '💧 Ενυδάτωση, προστασία, φροντίδα: τα βασικά που μετράνε.',
  'Η καλή φροντίδα ξεκινά από τη σωστή ενημέρωση.',
  'Χαρούμενη νέα μέρα! 🌼',
  'Μια υπενθύμιση για όσους φροντίζουν τον εαυτό τους.',
  'Στον χώρο μας κάθε επίσκεψη ξεκινά με μια κουβέντα.',
  'Ας κάνουμε τη φροντίδα απλή και ευχάριστη.',
  '👋 Γεια σας από την ομάδα μας!',
  'Λίγα λόγια για κάτι που μας ρωτάτε συχνά.',
];

/** A product's name in the two cases the templates need, carried by a noun so the name itself stays as written. */
type Subject = { nom: string; acc: string };

const capitalise = (text: string) => text.charAt(0).toLocaleUpperCase('el') + text.slice(1);

/** Treatments done by the doctor in the clinic: never "at home", never "every day". */
const IN_CLINIC =
  /ενεσιμ|ενεσ|filler|botox|μποτοξ|botulinum|τοξιν|laser|λειζερ|peel|πιλινγκ|μεσοθεραπ|θεραπει|prp|microneedling|skinbooster|profhilo|dysport|azzalure|vistabel|bocouture|xeomin|αποτριχωσ|inject|νημα|threads/;

/** What a description is about, recognised by its words and said with the writer's own (after 'Εστιάζει'). */
const FEATURES: [RegExp, string][] = [
  [/ενυδατ|hydra|moistur/, 'στην ενυδάτωση'],
  [/λαμψ|λαμπ|glow|radian/, 'στη φυσική λάμψη'],
  [/υαλουρον|hyaluron/, 'στο υαλουρονικό οξύ'],
  [/βιταμιν|vitamin/, 'στις βιταμίνες της σύνθεσης'],
  [/αντηλιακ|spf|ηλιο|\bsun/, 'στην προστασία από τον ήλιο'],
  [/ρυτιδ|γραμμ|wrinkl|line/, 'στις λεπτές γραμμές έκφρασης'],
  [/ελαστικ|συσφιξ|σφριγηλ|firm/, 'στην ελαστικότητα της επιδερμίδας'],
  [/απολεπ|peel|exfol/, 'στην ανανέωση της επιδερμίδας'],
  [/ακμη|λιπαρ|acne/, 'στο δέρμα με τάση λιπαρότητας'],
  [/ευαισθητ|sensitiv/, 'στο ευαίσθητο δέρμα'],
  [/μαλλι|τριχωτ|hair/, 'στη φροντίδα των μαλλιών'],
  [/χειλ|lip/, 'στην περιοχή των χειλιών'],
  [/ματι|eye/, 'στην περιοχή γύρω από τα μάτια'],
  [/περιγραμμ|ογκ|contour/, 'στο περίγραμμα του προσώπου'],
  [/αποτριχωσ|hair removal/, 'στην αποτρίχωση'],
];

const SEASONS = [
  'Ο χειμώνας, με το κρύο και τον αέρα, ζητά λίγη περισσότερη φροντίδα για το δέρμα.',
  'Η άνοιξη είναι η εποχή που το δέρμα θέλει ανανέωση και φρεσκάδα.',
  'Το καλοκαίρι ο ήλιος και η θάλασσα κάνουν την προστασία του δέρματος προτεραιότητα.',
  'Το φθινόπωρο είναι η καλύτερη στιγμή να φροντίσουμε το δέρμα μετά το καλοκαίρι.',
];

const TIPS = {
  home: [
    'Εφαρμόστε τα προϊόντα περιποίησης σε καθαρό δέρμα, από το πιο ελαφρύ στο πιο πλούσιο.',
    'Το αντηλιακό είναι το τελευταίο βήμα της πρωινής ρουτίνας, όλο τον χρόνο.',
    'Λίγη ποσότητα με απαλές κινήσεις αρκεί: το δέρμα θέλει συνέπεια, όχι υπερβολές.',
    'Δοκιμάστε πρώτα ένα νέο προϊόν σε μια μικρή περιοχή του δέρματος.',
  ],
  clinic: [
    'Πριν από κάθε θεραπεία, ενημερώστε τον γιατρό για τα φάρμακα και τις αλλεργίες σας.',
    'Μετά από μια θεραπεία προσώπου, προστατέψτε το δέρμα από τον ήλιο και ακολουθήστε τις οδηγίες του γιατρού.',
    'Η σωστή θεραπεία ξεκινά πάντα από μια προσεκτική αξιολόγηση από τον γιατρό.',
    'Κρατήστε ρεαλιστικές προσδοκίες: κάθε δέρμα ανταποκρίνεται με τον δικό του ρυθμό.',
  ],
};

/** The body of each kind of post: `f` is what the product is about ('στην ενυδάτωση και …'). */
const BODIES: Record<PostKind, Record<'home' | 'clinic', ((s: Subject, f: string) => string)[]>> = {
  tip: {
    home: [
      (s, f) => `Στη ρουτίνα αυτή ταιριάζει ${s.nom}, που εστιάζει ${f}.`,
      (s, f) => `Αν θέλετε ένα βήμα που εστιάζει ${f}, ρωτήστε μας για ${s.acc}.`,
    ],
    clinic: [
      (s, f) => `Για ${s.acc}, που εστιάζει ${f}, ο γιατρός μας θα σας εξηγήσει βήμα βήμα τι να περιμένετε.`,
      (s) => `Έτσι ξεκινάμε και με ${s.acc}: πρώτα η συζήτηση, μετά η απόφαση, μαζί.`,
    ],
  },
  question: {
    home: [
      (s, f) =>
        `❓ Ρωτάτε συχνά πώς μπαίνει ${s.nom} στη ρουτίνα σας.\n✅ Σε καθαρό δέρμα, όπως σας δείξει η ομάδα μας· εστιάζει ${f}.`,
      (s) =>
        `❓ Ταιριάζει ${s.nom} στο δικό μου δέρμα;\n✅ Περάστε να το δούμε μαζί: θα σας προτείνουμε ό,τι σας ταιριάζει.`,
    ],
    clinic: [
      (s) =>
        `❓ Πόσο διαρκεί ${s.nom};\n✅ Η διάρκεια και οι συνεδρίες εξαρτώνται από το δέρμα και τις ανάγκες σας· ο γιατρός μας θα σας τα εξηγήσει στην πρώτη επίσκεψη.`,
      (s) =>
        `❓ Είναι ${s.nom} για μένα;\n✅ Αυτό το αποφασίζετε μαζί με τον γιατρό, μετά από αξιολόγηση στο ιατρείο.`,
    ],
  },
  spotlight: {
    home: [
      (s, f) =>
        `${capitalise(s.nom)} στο επίκεντρο αυτής της εβδομάδας. Εστιάζει ${f}, με απαλή και ευχάριστη υφή.`,
      (s, f) => `Σας παρουσιάζουμε ${s.acc}: μια επιλογή που εστιάζει ${f}.`,
    ],
    clinic: [
      (s, f) => `Στο επίκεντρο: ${s.nom}, στο ιατρείο μας. Εστιάζει ${f} και γίνεται πάντα από τον γιατρό.`,
      (s, f) => `Σας παρουσιάζουμε ${s.acc}, που εστιάζει ${f}· κάθε πλάνο προσαρμόζεται σε εσάς.`,
    ],
  },
  season: {
    home: [(s, f) => `Είναι καλή στιγμή να γνωρίσετε ${s.acc}, που εστιάζει ${f}.`],
    clinic: [(s) => `Είναι καλή στιγμή να συζητήσετε με τον γιατρό μας για ${s.acc}.`],
  },
  booking: {
    home: [
      (s) =>
        `📅 Περάστε από τον χώρο μας να γνωρίσετε ${s.acc} και να σας προτείνουμε τη ρουτίνα που σας ταιριάζει.`,
    ],
    clinic: [
      (s) => `📅 Κλείστε ραντεβού για ${s.acc}: η πρώτη επίσκεψη ξεκινά με αξιολόγηση από τον γιατρό μας.`,
      (s) => `📅 Υπάρχουν διαθέσιμα ραντεβού για ${s.acc} τις επόμενες ημέρες.`,
    ],
  },
};

const CTAS = {
  home: [
    '💬 Στείλτε μας μήνυμα για να μάθετε περισσότερα.',
    '📞 Καλέστε μας για πληροφορίες και διαθεσιμότητα.',
    '👉 Ρωτήστε μας στον χώρο μας.',
  ],
  clinic: [
    '📅 Κλείστε ραντεβού για αξιολόγηση από τον γιατρό μας.',
    '📞 Καλέστε μας για να κλείσετε ραντεβού.',
    '💬 Στείλτε μας μήνυμα για ραντεβού και πληροφορίες.',
  ],
};

const GENERIC_TAGS = {
  home: ['#περιποίηση', '#skincare', '#φροντίδα', '#ομορφιά'],
  clinic: ['#αισθητική', '#ιατρείο', '#φροντίδα', '#αισθητικήιατρική'],
};

/** A hashtag Instagram reads whole and a person reads at a glance: letters, digits and _, 2 to 20 of them. */
export const SHORT_TAG = /^#[\p{L}\p{N}_]{2,20}$/u;

function toTag(text: string): string | null {
  const tag = `#${text
    .normalize('NFC')
    .replace(/[^\p{L}\p{N}_]+/gu, '')
    .toLocaleLowerCase('el')}`;
  return SHORT_TAG.test(tag) ? tag : null;
}

/** The day a variant is for ('2026-06-11', '2026-06-11#2' for a rewrite, or an ISO moment), as a day number. */
function dayOf(variant: string | undefined, fallback: number): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:.*?#(\d+))?/.exec(variant ?? '');
  if (!match) return fallback;
  const day = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) / 86_400_000;
  return day + 3 * Number(match[4] ?? 0);
}

const monthOf = (variant: string | undefined) => {
  const match = /^\d{4}-(\d{2})/.exec(variant ?? '');
  return match ? Number(match[1]) - 1 : null;
};

/** Whether any of `phrases` is in the text, whatever its case or accents. */
const sayAny = (text: string, phrases: readonly string[]) => {
  const plain = comparable(text);
  return phrases.some((p) => p.trim() !== '' && plain.includes(comparable(p.trim())));
};

/** A Greek post without a model: deterministic, different per product and per day. */
export function offlinePost(input: PostInput): string {
  const name = input.productName.replace(/\s+/g, ' ').trim();
  const company = input.companyName.trim();
  const location = input.location.trim();
  const about = comparable(`${name} ${input.categoryName ?? ''} ${input.productDescription}`);
  const place = IN_CLINIC.test(about) ? 'clinic' : 'home';
  const avoid = [...(input.blockedTerms ?? []), ...(input.avoidPhrases ?? [])];
  // A name the rules refuse (a prescription-only medicine) is left out: the post is about the treatment.
  const named = !sayAny(name, avoid);
  const quoted = named ? ` «${name}»` : '';
  const subject: Subject =
    place === 'clinic'
      ? { nom: `η θεραπεία${quoted}`, acc: `τη θεραπεία${quoted}` }
      : { nom: `το προϊόν${quoted}`, acc: `το προϊόν${quoted}` };

  const seed = hashName(`${name}|${company}`);
  const day = dayOf(input.variant, hashName(input.variant ?? name));
  const turn = (n: number) => Math.abs(n);
  const opening = OPENINGS[turn(day * 7 + seed) % OPENINGS.length]!;
  const kind = POST_KINDS[turn(day + seed) % POST_KINDS.length]!;
  const bodies = BODIES[kind][place];
  const body = bodies[turn(Math.floor(day / POST_KINDS.length) + seed) % bodies.length]!;

  const features = FEATURES.filter(([pattern]) => pattern.test(about)).map(([, phrase]) => phrase);
  const fallback =
    place === 'clinic'
      ? 'στις ανάγκες του δέρματός σας, όπως τις αξιολογεί ο γιατρός'
      : 'στην καθημερινή φροντίδα του δέρματος';
  const chosen = features.length > 0 ? features.slice(0, 2) : [fallback];
  const focus = chosen.join(' και ');

  const paragraphs: string[] = [opening];
  const lines: string[] = [];
  if (kind === 'tip') lines.push(`💡 Συμβουλή: ${TIPS[place][turn(day + seed) % TIPS[place].length]!}`);
  if (kind === 'season') {
    const month = monthOf(input.variant);
    lines.push(SEASONS[Math.floor((((month ?? day) % 12) + 1) / 3) % 4]!);
  }
  lines.push(body(subject, focus));
  paragraphs.push(lines.join(' '));
  if (input.includeCta !== false && kind !== 'booking')
    paragraphs.push(CTAS[place][turn(day + 2 * seed) % CTAS[place].length]!);
  if (company) paragraphs.push(`${company}${location ? ` · ${location}` : ''}`);

  const exampleTags = input.examplePosts
    .flatMap((post) => post.match(/#[\p{L}\p{N}_]+/gu) ?? [])
    .filter((tag) => SHORT_TAG.test(tag));
  const tags = [
    named && !name.includes(' ') ? toTag(name) : null,
    input.categoryName ? toTag(input.categoryName.split(/\s+/)[0] ?? '') : null,
    location ? toTag(location) : null,
    ...(input.defaultHashtags ?? []).map((t) => toTag(t)),
    ...exampleTags.slice(0, 2).map((t) => toTag(t)),
    GENERIC_TAGS[place][turn(day) % 4]!,
    GENERIC_TAGS[place][turn(day + 1) % 4]!,
  ].filter((t): t is string => t !== null && !sayAny(t, avoid));
  paragraphs.push([...new Set(tags)].slice(0, Math.min(10, POST_MAX_HASHTAGS)).join(' '));

  // A rewrite leaves out any sentence still holding a phrase it was told to avoid.
  const kept = paragraphs.filter((p) => !sayAny(p, input.avoidPhrases ?? []));
  return fitPostLimits(kept.join('\n\n'));
}
