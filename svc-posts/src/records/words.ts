import {
  MEMBER_ROLE_LABELS,
  type MemberRole,
  POST_RECORD_ACTOR_LABELS,
  POST_RECORD_STEP_LABELS,
  type PostRecordActor,
  type PostRecordStepKind,
} from '@studio/contracts';

/** The record's words in the portal's Greek and the admin's English. */
export type RecordLanguage = 'el' | 'en';

export type Words = {
  locale: string;
  kinds: Record<PostRecordStepKind, string>;
  actorKinds: Record<PostRecordActor['kind'], string>;
  roles: Record<MemberRole, string>;
  /** The platform's own actors' names (the scheduler, the publisher, the offline writer). */
  platformNames: Record<string, string>;
  title: string;
  periodTitle: (from: string, to: string) => string;
  clinic: string;
  clinicName: string;
  address: string;
  telephone: string;
  website: string;
  taxId: string;
  doctor: string;
  /** The responsible doctor, with the medical association's registration number when there is one. */
  doctorOf: (name: string, registration: string | null) => string;
  /** A field the company settings have, left empty. */
  notFilled: string;
  product: string;
  scheduled: string;
  times: string;
  timesIn: (timeZone: string) => string;
  created: string;
  deleted: string;
  keptUntil: string;
  generatedAt: string;
  responsibility: string;
  noResponsibility: string;
  lapsed: (who: string, at: string) => string;
  noLongerHolds: string;
  thePost: string;
  asPublished: string;
  asApproved: string;
  asLastWritten: string;
  text: string;
  firstComment: string;
  noFirstComment: string;
  media: string;
  image: string;
  video: string;
  noDescription: string;
  /** The caption of the post's first image, of `count`. */
  firstImageOf: (count: number) => string;
  cover: string;
  /** A picture the PDF could not include, with its address. */
  pictureMissing: (url: string) => string;
  logoMissing: string;
  format: Record<string, string>;
  whereWhen: string;
  notPublished: string;
  pageRemoved: (at: string) => string;
  people: string;
  wrote: string;
  editedBy: string;
  approvedBy: string;
  signedOffBy: string;
  nobody: string;
  atRequestOf: (who: string) => string;
  viaEmailLink: (recipients: string) => string;
  flags: string;
  noFlags: string;
  severities: Record<string, string>;
  legalBasis: string;
  foundIn: (step: string, at: string) => string;
  refused: string;
  changed: (how: string, who: string, at: string) => string;
  acknowledged: (who: string, at: string) => string;
  pending: string;
  aiDisclosure: string;
  aiNote: string;
  aiNoteUnapproved: string;
  history: string;
  appendix: string;
  earlierTexts: string;
  ids: { post: string; account: string; step: string };
  fields: Record<string, string>;
  detail: Record<
    | 'changed'
    | 'approvalVoided'
    | 'flagsFound'
    | 'acknowledgedRules'
    | 'via'
    | 'pages'
    | 'attempt'
    | 'reason'
    | 'resolution'
    | 'comment'
    | 'consent'
    | 'validUntil'
    | 'date',
    string
  >;
  via: Record<string, string>;
  yes: string;
  no: string;
  none: string;
  csvHeader: string[];
};

export const RECORD_WORDS: Record<RecordLanguage, Words> = {
  el: {
    locale: 'el-GR',
    kinds: POST_RECORD_STEP_LABELS.el,
    actorKinds: POST_RECORD_ACTOR_LABELS.el,
    roles: MEMBER_ROLE_LABELS.el,
    platformNames: {
      scheduler: 'χρονοπρογραμματισμός',
      publisher: 'δημοσίευση στις σελίδες',
      'offline writer': 'χωρίς μοντέλο (offline)',
    },
    title: 'Αρχείο ανάρτησης',
    periodTitle: (from, to) => `Αρχείο αναρτήσεων ${from} – ${to}`,
    clinic: 'Επιχείρηση',
    clinicName: 'Επωνυμία',
    address: 'Διεύθυνση',
    telephone: 'Τηλέφωνο',
    website: 'Ιστοσελίδα',
    taxId: 'ΑΦΜ',
    doctor: 'Υπεύθυνος ιατρός',
    doctorOf: (name, registration) =>
      registration ? `${name}, αρ. μητρώου ιατρικού συλλόγου ${registration}` : name,
    notFilled: 'δεν έχει συμπληρωθεί στα στοιχεία της επιχείρησης',
    product: 'Προϊόν',
    scheduled: 'Ημερομηνία ανάρτησης',
    times: 'Ώρες',
    timesIn: (timeZone) => `τοπική ώρα της επιχείρησης (${timeZone})`,
    created: 'Πρώτη καταγραφή',
    deleted: 'Διαγράφηκε',
    keptUntil: 'Διατηρείται έως',
    generatedAt: 'Εξαγωγή',
    responsibility: 'Εκδοτική ευθύνη',
    noResponsibility: 'Δεν εγκρίθηκε από άνθρωπο.',
    lapsed: (who, at) =>
      `Η έγκριση από ${who} (${at}) δεν ισχύει πια: άλλαξε η ανάρτηση ή ο προγραμματισμός της μετά την έγκριση.`,
    noLongerHolds: 'δεν ισχύει πια',
    thePost: 'Η ανάρτηση',
    asPublished: 'Όπως δημοσιεύτηκε',
    asApproved: 'Όπως εγκρίθηκε (δεν έχει δημοσιευτεί)',
    asLastWritten: 'Η τελευταία εκδοχή (δεν έχει δημοσιευτεί)',
    text: 'Κείμενο',
    firstComment: 'Πρώτο σχόλιο',
    noFirstComment: 'χωρίς πρώτο σχόλιο',
    media: 'Εικόνες / βίντεο',
    image: 'Εικόνα',
    video: 'Βίντεο',
    noDescription: 'χωρίς περιγραφή',
    firstImageOf: (count) =>
      count > 1 ? `Η πρώτη από τις ${count} εικόνες της ανάρτησης` : 'Η εικόνα της ανάρτησης',
    cover: 'Το εξώφυλλο του βίντεο',
    pictureMissing: (url) => `Η εικόνα δεν ήταν δυνατό να συμπεριληφθεί στο αρχείο (${url}).`,
    logoMissing: 'Το λογότυπο δεν ήταν δυνατό να συμπεριληφθεί.',
    format: { feed: 'Ανάρτηση', reel: 'Reel', story: 'Story' },
    whereWhen: 'Πού και πότε δημοσιεύτηκε',
    notPublished: 'Δεν έχει δημοσιευτεί.',
    pageRemoved: (at) => `διαγράφηκε από τη σελίδα ${at}`,
    people: 'Ποιος τη συνέταξε, την άλλαξε και την ενέκρινε',
    wrote: 'Συνέταξε',
    editedBy: 'Επεξεργάστηκε',
    approvedBy: 'Ενέκρινε (εκδοτική ευθύνη)',
    signedOffBy: 'Ιατρικός έλεγχος',
    nobody: '—',
    atRequestOf: (who) => `κατόπιν αιτήματος του/της ${who}`,
    viaEmailLink: (recipients) => `Μέσω συνδέσμου e-mail προς ${recipients}`,
    flags: 'Επισημάνσεις ελέγχου συμμόρφωσης και πώς λύθηκαν',
    noFlags: 'Ο έλεγχος συμμόρφωσης δεν βρήκε καμία επισήμανση.',
    severities: { block: 'Απαγορεύεται', warn: 'Προσοχή' },
    legalBasis: 'Νομική βάση',
    foundIn: (step, at) => `Βρέθηκε: ${step}, ${at}`,
    refused: 'Απορρίφθηκε: η ανάρτηση δεν προγραμματίζεται ούτε δημοσιεύεται με αυτή τη φράση.',
    changed: (how, who, at) => `Άλλαξε: η φράση αφαιρέθηκε (${how}, ${who}, ${at}).`,
    acknowledged: (who, at) => `Επιβεβαιώθηκε: ${who}, ${at}.`,
    pending: 'Εκκρεμεί: δεν έχει επιβεβαιωθεί ούτε αλλάξει.',
    aiDisclosure: 'Γνωστοποίηση χρήσης τεχνητής νοημοσύνης',
    aiNote:
      'Το κείμενο γράφτηκε με τη βοήθεια τεχνητής νοημοσύνης· άνθρωπος το ενέκρινε και ανέλαβε την εκδοτική ευθύνη (Κανονισμός ΕΕ 2024/1689, άρθρο 50).',
    aiNoteUnapproved:
      'Το κείμενο γράφτηκε με τη βοήθεια τεχνητής νοημοσύνης· καμία έγκριση ανθρώπου δεν ισχύει γι’ αυτό (Κανονισμός ΕΕ 2024/1689, άρθρο 50).',
    history: 'Τα βήματα με τη σειρά',
    appendix: 'Παράρτημα: τεχνικά στοιχεία',
    earlierTexts: 'Οι εκδοχές του κειμένου',
    ids: { post: 'Αριθμός ανάρτησης', account: 'Αριθμός λογαριασμού', step: 'Βήμα' },
    fields: {
      content: 'κείμενο',
      firstComment: 'πρώτο σχόλιο',
      scheduledDate: 'ημερομηνία',
      images: 'εικόνες',
      format: 'μορφή',
      video: 'βίντεο',
      shareToFeed: 'κοινοποίηση στη ροή',
    },
    detail: {
      changed: 'Άλλαξε',
      approvalVoided: 'Η προηγούμενη έγκριση ακυρώθηκε',
      flagsFound: 'Επισημάνσεις',
      acknowledgedRules: 'Επιβεβαιώθηκαν',
      via: 'Τρόπος',
      pages: 'Σελίδες',
      attempt: 'Προσπάθεια',
      reason: 'Αιτία',
      resolution: 'Απόφαση',
      comment: 'Σχόλιο',
      consent: 'Συναίνεση',
      validUntil: 'ισχύει έως',
      date: 'Ημερομηνία',
    },
    via: { portal: 'Από την πύλη', 'email-link': 'Μέσω συνδέσμου e-mail' },
    yes: 'ναι',
    no: 'όχι',
    none: '—',
    csvHeader: [
      'Ανάρτηση',
      'Προϊόν',
      'Ημερομηνία ανάρτησης',
      'Διαγράφηκε',
      'Βήμα',
      'Ενέργεια',
      'Ποιος',
      'Ρόλος',
      'Πότε',
      'Ζώνη ώρας',
      'Περιγραφή',
      'Κείμενο',
      'Πρώτο σχόλιο',
      'Επισημάνσεις',
      'Σελίδες και σύνδεσμοι',
      'Κωδικός ενέργειας',
      'Αναγνωριστικό χρήστη',
      'Τεχνικά στοιχεία',
      'Επιχείρηση',
      'ΑΦΜ',
      'Υπεύθυνος ιατρός',
    ],
  },
  en: {
    locale: 'en-GB',
    kinds: POST_RECORD_STEP_LABELS.en,
    actorKinds: POST_RECORD_ACTOR_LABELS.en,
    roles: MEMBER_ROLE_LABELS.en,
    platformNames: {
      scheduler: 'scheduler',
      publisher: 'publishing to the pages',
      'offline writer': 'no model (offline)',
    },
    title: 'Post record',
    periodTitle: (from, to) => `Post records ${from} – ${to}`,
    clinic: 'Business',
    clinicName: 'Name',
    address: 'Address',
    telephone: 'Telephone',
    website: 'Website',
    taxId: 'Tax id',
    doctor: 'Responsible doctor',
    doctorOf: (name, registration) =>
      registration ? `${name}, medical association registration no. ${registration}` : name,
    notFilled: 'not filled in the company settings',
    product: 'Product',
    scheduled: 'Post date',
    times: 'Times',
    timesIn: (timeZone) => `the business's local time (${timeZone})`,
    created: 'First recorded',
    deleted: 'Deleted',
    keptUntil: 'Kept until',
    generatedAt: 'Exported',
    responsibility: 'Editorial responsibility',
    noResponsibility: 'Not approved by a person.',
    lapsed: (who, at) =>
      `The approval by ${who} (${at}) no longer holds: the post or its schedule changed after it.`,
    noLongerHolds: 'no longer holds',
    thePost: 'The post',
    asPublished: 'As published',
    asApproved: 'As approved (not published)',
    asLastWritten: 'The latest version (not published)',
    text: 'Text',
    firstComment: 'First comment',
    noFirstComment: 'no first comment',
    media: 'Images / video',
    image: 'Image',
    video: 'Video',
    noDescription: 'no description',
    firstImageOf: (count) => (count > 1 ? `The first of the post's ${count} images` : "The post's image"),
    cover: "The video's cover",
    pictureMissing: (url) => `The image could not be included in the record (${url}).`,
    logoMissing: 'The logo could not be included.',
    format: { feed: 'Post', reel: 'Reel', story: 'Story' },
    whereWhen: 'Where and when it was published',
    notPublished: 'Not published.',
    pageRemoved: (at) => `removed from the page ${at}`,
    people: 'Who wrote, changed and approved it',
    wrote: 'Written by',
    editedBy: 'Edited by',
    approvedBy: 'Approved by (editorial responsibility)',
    signedOffBy: 'Medical review',
    nobody: '—',
    atRequestOf: (who) => `at the request of ${who}`,
    viaEmailLink: (recipients) => `Through the e-mail link sent to ${recipients}`,
    flags: 'Compliance flags and how each was resolved',
    noFlags: 'The compliance check found no flag.',
    severities: { block: 'Forbidden', warn: 'Caution' },
    legalBasis: 'Legal basis',
    foundIn: (step, at) => `Found: ${step}, ${at}`,
    refused: 'Refused: the post is neither scheduled nor published with this phrase.',
    changed: (how, who, at) => `Changed: the phrase was removed (${how}, ${who}, ${at}).`,
    acknowledged: (who, at) => `Acknowledged: ${who}, ${at}.`,
    pending: 'Open: neither acknowledged nor changed.',
    aiDisclosure: 'AI disclosure',
    aiNote:
      'The text was written with the help of AI; a person approved it and took editorial responsibility (EU Regulation 2024/1689, Article 50).',
    aiNoteUnapproved:
      'The text was written with the help of AI; no approval by a person holds for it (EU Regulation 2024/1689, Article 50).',
    history: 'The steps in order',
    appendix: 'Appendix: technical details',
    earlierTexts: 'The versions of the text',
    ids: { post: 'Post id', account: 'Account id', step: 'Step' },
    fields: {
      content: 'text',
      firstComment: 'first comment',
      scheduledDate: 'date',
      images: 'images',
      format: 'format',
      video: 'video',
      shareToFeed: 'share to feed',
    },
    detail: {
      changed: 'Changed',
      approvalVoided: 'The earlier approval was voided',
      flagsFound: 'Flags',
      acknowledgedRules: 'Acknowledged',
      via: 'Through',
      pages: 'Pages',
      attempt: 'Attempt',
      reason: 'Reason',
      resolution: 'Decision',
      comment: 'Comment',
      consent: 'Consent',
      validUntil: 'valid until',
      date: 'Date',
    },
    via: { portal: 'In the portal', 'email-link': 'Through the e-mail link' },
    yes: 'yes',
    no: 'no',
    none: '—',
    csvHeader: [
      'Post',
      'Product',
      'Post date',
      'Deleted',
      'Step',
      'Action',
      'Who',
      'Role',
      'When',
      'Time zone',
      'Description',
      'Text',
      'First comment',
      'Flags',
      'Pages and links',
      'Action code',
      'User id',
      'Technical details',
      'Business',
      'Tax id',
      'Responsible doctor',
    ],
  },
};
