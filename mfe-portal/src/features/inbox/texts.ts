import {
  type ClinicalSignOffMode,
  type InboxCategory,
  type InboxFilter,
  type InboxNetwork,
  type InboxReplyState,
  inboxMessages,
} from '@studio/contracts';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** Greek texts of the inbox. */
export const inboxTexts = {
  title: 'Εισερχόμενα',
  subtitle:
    'Σχόλια κάτω από τις αναρτήσεις σας, μηνύματα από Facebook και Instagram και οι κριτικές σας στη Google. Πρώτα όσα δεν έχετε διαβάσει ή απαντήσει.',
  filtersLabel: 'Φίλτρα συνομιλιών',
  filters: {
    all: 'Όλα',
    unanswered: 'Αναπάντητα',
    questions: 'Ερωτήσεις',
    complaints: 'Παράπονα',
    spam: 'Ανεπιθύμητα',
  } satisfies Record<InboxFilter, string>,
  networkLabel: 'Δίκτυο',
  allNetworks: 'Όλα τα δίκτυα',
  networks: { facebook: 'Facebook', instagram: 'Instagram' } satisfies Record<InboxNetwork, string>,
  /** The network choice that shows the Google reviews instead of the threads. */
  googleReviews: 'Κριτικές Google',
  threadsLabel: 'Συνομιλίες',
  loading: 'Φόρτωση συνομιλιών...',
  loadFailed: 'Δεν ήταν δυνατή η φόρτωση των εισερχομένων.',
  retry: 'Δοκιμάστε ξανά',
  empty: {
    all: 'Δεν υπάρχουν ακόμη σχόλια ή μηνύματα.',
    unanswered: 'Δεν περιμένει κανείς απάντηση.',
    questions: 'Δεν υπάρχουν ερωτήσεις.',
    complaints: 'Δεν υπάρχουν παράπονα.',
    spam: 'Δεν υπάρχουν ανεπιθύμητα.',
  } satisfies Record<InboxFilter, string>,
  emptyHint: 'Τα σχόλια κάτω από τις αναρτήσεις σας και τα μηνύματα προς τη σελίδα σας εμφανίζονται εδώ.',
  pagesLabel: 'Σελίδες συζητήσεων',
  previousPage: 'Προηγούμενες',
  nextPage: 'Επόμενες',
  pageOf: (page: number, pages: number) => `Σελίδα ${page} από ${pages}`,
  kinds: { comment: 'Σχόλιο', message: 'Μήνυμα' },
  categories: {
    question: 'Ερώτηση',
    complaint: 'Παράπονο',
    spam: 'Ανεπιθύμητο',
    other: '',
  } satisfies Record<InboxCategory, string>,
  unreadLabel: 'Μη αναγνωσμένο',
  answered: 'Απαντήθηκε',
  pendingSignOff: 'Περιμένει έγκριση',
  onPost: (excerpt: string) => `Στην ανάρτηση: «${excerpt}»`,
  onPostUnknown: 'Σε ανάρτηση της σελίδας',
  directMessage: 'Προσωπικό μήνυμα',
  /** «περιμένει 3 ώρες» */
  waiting: (minutes: number) => {
    if (minutes < 1) return 'περιμένει λιγότερο από ένα λεπτό';
    if (minutes < 60) return `περιμένει ${plural(minutes, 'λεπτό', 'λεπτά')}`;
    const hours = Math.floor(minutes / 60);
    if (hours < 24) return `περιμένει ${plural(hours, 'ώρα', 'ώρες')}`;
    return `περιμένει ${plural(Math.floor(hours / 24), 'ημέρα', 'ημέρες')}`;
  },
  overdue: (hours: number) => `Περιμένει πάνω από ${plural(hours, 'ώρα', 'ώρες')}`,
  chooseThread: 'Επιλέξτε μια συνομιλία για να τη διαβάσετε και να απαντήσετε.',
  backToList: 'Πίσω στις συνομιλίες',
  threadFailed: 'Δεν ήταν δυνατή η φόρτωση της συνομιλίας.',
  threadOf: (name: string) => `Συνομιλία με ${name}`,
  via: (page: string) => `στη σελίδα ${page}`,
  post: 'Η ανάρτηση',
  openPost: 'Άνοιγμα στο δίκτυο',
  openInCampaigns: 'Στις καμπάνιες μου',
  noExcerpt: 'Χωρίς κείμενο',
  itemsLabel: 'Σχόλια και απαντήσεις',
  you: 'Η σελίδα',
  sentBy: (name: string) => `Στάλθηκε από ${name}`,
  private: 'Ιδιωτικό μήνυμα',
  hidden: 'Κρυφό',
  deleted: 'Διαγράφηκε',
  answerThis: 'Απάντηση σε αυτό',
  hide: 'Απόκρυψη',
  show: 'Εμφάνιση',
  remove: 'Διαγραφή',
  confirmHide: {
    title: 'Απόκρυψη σχολίου',
    message:
      'Το σχόλιο δεν θα φαίνεται στους άλλους επισκέπτες· ο συντάκτης του και οι φίλοι του θα συνεχίσουν να το βλέπουν. Μπορείτε να το εμφανίσετε ξανά.',
    confirm: 'Απόκρυψη',
  },
  confirmRemove: {
    title: 'Διαγραφή σχολίου',
    message: 'Το σχόλιο θα διαγραφεί οριστικά από το δίκτυο. Η ενέργεια δεν αναιρείται.',
    confirm: 'Διαγραφή',
  },
  cancel: 'Ακύρωση',
  moderateFailed: 'Η ενέργεια δεν ολοκληρώθηκε.',
  replies: {
    label: 'Απαντήσεις σε εξέλιξη',
    states: {
      awaiting_signoff: 'Περιμένει την έγκριση του ιατρικού υπευθύνου',
      changes_requested: 'Ζητήθηκαν αλλαγές',
      sending: 'Στέλνεται...',
      sent: 'Στάλθηκε',
      failed: 'Δεν στάλθηκε',
    } satisfies Record<InboxReplyState, string>,
    by: (name: string) => `Γράφτηκε από ${name}`,
    reviewComment: (name: string, comment: string) => `${name}: «${comment}»`,
    flags: 'Επισημάνσεις συμμόρφωσης',
    approve: 'Έγκριση και αποστολή',
    commentLabel: 'Τι πρέπει να αλλάξει;',
  },
  reply: {
    label: 'Η απάντησή σας',
    placeholderPublic: 'Γράψτε μια απάντηση που θα φαίνεται κάτω από το σχόλιο...',
    placeholderPrivate: 'Γράψτε ένα ιδιωτικό μήνυμα...',
    visibility: 'Πώς θα απαντήσετε',
    public: 'Δημόσια, κάτω από το σχόλιο',
    private: 'Με ιδιωτικό μήνυμα',
    privateOnly: 'Η απάντηση στέλνεται ως ιδιωτικό μήνυμα.',
    answering: (name: string, excerpt: string) => `Απάντηση σε ${name}: «${excerpt}»`,
    clearTarget: 'Στο πιο πρόσφατο',
    suggest: 'Πρόταση απάντησης',
    suggestFailed: 'Η πρόταση απάντησης δεν είναι διαθέσιμη αυτή τη στιγμή.',
    /** Beside a suggestion the AI writer drafted (none for the templates'). */
    draftedByWriter: 'Πρόταση του βοηθού AI — ελέγξτε την πριν την αποστολή.',
    suggestedPrivately: {
      medical: 'Η πρόταση γράφτηκε ως ιδιωτικό μήνυμα, γιατί η ερώτηση αφορά θέμα υγείας.',
      price: 'Η πρόταση γράφτηκε ως ιδιωτικό μήνυμα, γιατί η ερώτηση αφορά τιμή.',
    },
    send: 'Αποστολή',
    sendPrivately: 'Απάντηση με μήνυμα',
    publicNote: (line: string) => `Και δημόσια κάτω από το σχόλιο: «${line}»`,
    publicNoteLine: inboxMessages.publicNote,
    refusedTitle: 'Η απάντηση δεν στάλθηκε',
    /** A public reply with `warn` flags: shown with the flags and the box to tick before it is sent. */
    acknowledgeTitle: 'Ελέγξτε τις επισημάνσεις πριν από τη δημόσια απάντηση',
    acknowledgeLabel: 'Έλεγξα τις επισημάνσεις και η απάντηση μπορεί να δημοσιευτεί',
    acknowledgeHint: 'Αν αλλάξετε το κείμενο, ελέγχεται ξανά.',
    steerTitle: 'Απαντήστε με ιδιωτικό μήνυμα',
    failed: 'Η απάντηση δεν στάλθηκε. Δοκιμάστε ξανά.',
    count: (n: number, max: number) => `${n}/${max}`,
    /** What a private message may still hold: Instagram counts UTF-8 bytes (a Greek letter is 2), Messenger characters. */
    left: (left: number, unit: 'bytes' | 'chars', network: 'facebook' | 'instagram') => {
      const units = unit === 'bytes' ? 'bytes' : 'χαρακτήρες';
      const where = network === 'instagram' ? 'του Instagram' : 'του Messenger';
      return left >= 0 ? `Απομένουν ${left} ${units}` : `${-left} ${units} πάνω από το όριο ${where}`;
    },
    /** The messaging window of a direct message, from the person's last message. */
    windowOpen: (until: string) =>
      `Μπορείτε να απαντήσετε έως ${until}: το Facebook και το Instagram δέχονται απάντηση έως 24 ώρες μετά το τελευταίο μήνυμα του ατόμου.`,
    windowClosed:
      'Πέρασαν 24 ώρες από το τελευταίο μήνυμα του ατόμου: η απάντηση στέλνεται μόνο έως 7 ημέρες, με την άδεια Human Agent της εφαρμογής. Θα μπορείτε να απαντήσετε ελεύθερα μόλις σας ξαναγράψει.',
  },
  reviews: {
    title: 'Κριτικές Google',
    listLabel: 'Κριτικές Google',
    loading: 'Φόρτωση κριτικών...',
    loadFailed: 'Δεν ήταν δυνατή η φόρτωση των κριτικών Google.',
    refresh: 'Ανανέωση κριτικών',
    refreshed: 'Οι κριτικές ενημερώθηκαν από τη Google.',
    empty: 'Δεν υπάρχουν κριτικές στις τοποθεσίες Google που έχετε επιλέξει.',
    emptyHint: 'Συνδέστε τον λογαριασμό Google και επιλέξτε τοποθεσίες στο βήμα «Πλατφόρμες».',
    stars: (n: number) => `${n} ${n === 1 ? 'αστέρι' : 'αστέρια'} από 5`,
    noStars: 'Χωρίς βαθμολογία',
    noComment: 'Βαθμολογία χωρίς κείμενο',
    at: (location: string) => `στην τοποθεσία ${location}`,
    kind: 'Κριτική',
    unanswered: 'Χωρίς απάντηση',
    unverifiedLocation: 'Μη επαληθευμένη τοποθεσία',
    review: 'Η κριτική',
    yourReply: 'Η απάντησή σας',
    sentBy: (name: string) => `Στάλθηκε από ${name}`,
    notVerified:
      'Η τοποθεσία δεν έχει επαληθευτεί από τη Google· η κριτική δεν μπορεί να απαντηθεί μέχρι να επαληθευτεί.',
    publicHint:
      'Η απάντηση φαίνεται δημόσια κάτω από την κριτική στη Google. Μην επιβεβαιώνετε ότι ο συντάκτης είναι ασθενής σας και μην αναφέρετε θεραπεία (ιατρικό απόρρητο).',
    placeholder: 'Γράψτε μια απάντηση που θα φαίνεται κάτω από την κριτική...',
    sent: 'Η απάντηση στάλθηκε στη Google.',
    count: (bytes: number, max: number) => `${bytes}/${max} bytes`,
    awaitingSignOff: 'Περιμένει έγκριση',
    changesRequested: 'Επιστράφηκε για αλλαγές',
    pendingBy: (name: string) => `Γράφτηκε από ${name}`,
    reviewerComment: (comment: string) => `Σχόλιο ελεγκτή: ${comment}`,
    signOff: 'Έγκριση και αποστολή',
    requestChanges: 'Επιστροφή για αλλαγές',
    decided: 'Η απόφαση καταγράφηκε.',
  },
  settings: {
    open: 'Ρυθμίσεις εισερχομένων',
    title: 'Ρυθμίσεις εισερχομένων',
    waitAlertHours: 'Ειδοποίηση όταν κάτι περιμένει απάντηση πάνω από (ώρες)',
    waitAlertHint:
      'Μετρούν μόνο οι ώρες λειτουργίας, αν έχουν οριστεί. Εμφανίζεται στο εικονίδιο των εισερχομένων.',
    dailyMail: 'Καθημερινό email με ό,τι περιμένει απάντηση',
    replySignOff: 'Έγκριση απαντήσεων από τον ιατρικό υπεύθυνο',
    modes: {
      off: 'Καμία απάντηση δεν χρειάζεται έγκριση',
      flagged: 'Μόνο όσες έχουν επισημάνσεις ή απαντούν σε ιατρική ερώτηση',
      all: 'Όλες οι απαντήσεις',
    } satisfies Record<ClinicalSignOffMode, string>,
    collection: {
      webhook: 'Τα σχόλια και τα μηνύματα έρχονται αμέσως από το Meta.',
      polling: 'Τα σχόλια και τα μηνύματα ελέγχονται ανά λίγα λεπτά.',
      sandbox: 'Δοκιμαστικό περιβάλλον: τα σχόλια γράφονται στη σελίδα δοκιμών.',
    },
    ownerOnly: 'Μόνο ο κάτοχος του λογαριασμού αλλάζει αυτές τις ρυθμίσεις.',
    save: 'Αποθήκευση',
    close: 'Κλείσιμο',
    hoursInvalid: 'Από 1 έως 168 ώρες.',
    openingHours: {
      title: 'Ώρες λειτουργίας',
      hint: (zone: string) =>
        `Ο χρόνος αναμονής μετράει μόνο όταν είστε ανοιχτά, στη ζώνη ώρας της επιχείρησης: ${zone}.`,
      always: 'Μετράνε όλες οι ώρες (24/7)',
      limited: 'Μόνο οι ώρες λειτουργίας',
      days: ['Δευτέρα', 'Τρίτη', 'Τετάρτη', 'Πέμπτη', 'Παρασκευή', 'Σάββατο', 'Κυριακή'],
      open: 'Ανοιχτά',
      closed: 'Κλειστά',
      openOn: (day: string) => `${day}: ανοιχτά`,
      from: (day: string) => `${day}: από`,
      to: (day: string) => `${day}: έως`,
      sameEverywhere: 'Ίδιο ωράριο στις ανοιχτές ημέρες',
      sameEverywhereHint: (day: string) => `Όλες οι ανοιχτές ημέρες παίρνουν το ωράριο της ημέρας: ${day}`,
    },
    failed: 'Οι ρυθμίσεις δεν αποθηκεύτηκαν.',
  },
  settingsSaved: inboxMessages.settingsSaved,
  badge: 'Εισερχόμενα',
  badgeCount: (unread: number, waiting: number, reviews = 0) => {
    const parts = [
      unread > 0
        ? unread === 1
          ? '1 μη αναγνωσμένη συνομιλία'
          : `${unread} μη αναγνωσμένες συνομιλίες`
        : '',
      waiting > 0 ? (waiting === 1 ? '1 περιμένει απάντηση' : `${waiting} περιμένουν απάντηση`) : '',
      reviews > 0
        ? reviews === 1
          ? '1 κριτική Google χωρίς απάντηση'
          : `${reviews} κριτικές Google χωρίς απάντηση`
        : '',
    ].filter(Boolean);
    return parts.length > 0 ? `Εισερχόμενα: ${parts.join(', ')}` : 'Εισερχόμενα';
  },
} as const;
