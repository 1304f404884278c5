import type { InsightCheckpoint } from '@studio/contracts';

/** The Greek texts of the analytics screen. */
export const analyticsTexts = {
  testDataTitle: 'Δοκιμαστικά δεδομένα',
  testData:
    'Η πλατφόρμα είναι σε λειτουργία δοκιμών: οι αριθμοί προσομοιώνονται από τη δοκιμαστική σελίδα και δεν είναι πραγματικά αποτελέσματα από το Facebook ή το Instagram.',
  title: 'Αποτελέσματα',
  subtitle:
    'Πόσους έφτασαν οι αναρτήσεις σας και πόση αλληλεπίδραση έφεραν: ανά ημέρα, προϊόν, κατηγορία και ώρα δημοσίευσης.',
  period: 'Περίοδος',
  google: {
    title: 'Google',
    help: 'Πόσοι είδαν κάθε τοποθεσία σας στους Χάρτες και στην Αναζήτηση Google και τι έκαναν μετά, στην ίδια περίοδο. Η Google δεν δίνει πια αριθμούς για κάθε ανάρτηση χωριστά.',
    impressionsMaps: 'Προβολές στους Χάρτες',
    impressionsSearch: 'Προβολές στην Αναζήτηση',
    callClicks: 'Κλήσεις',
    websiteClicks: 'Κλικ στον ιστότοπο',
    directionRequests: 'Αιτήματα οδηγιών',
    /** Figures kept from an earlier reading, Google not answering now. */
    stale: (when: string) =>
      `Στοιχεία της ${when}· η Google δεν απάντησε τώρα, θα τα ζητήσουμε ξανά σε λίγο.`,
  },
  periods: {
    7: 'Τελευταίες 7 ημέρες',
    30: 'Τελευταίες 30 ημέρες',
    90: 'Τελευταίοι 3 μήνες',
    365: 'Τελευταίος χρόνος',
  },
  totals: {
    posts: 'Αναρτήσεις με αποτελέσματα',
    views: 'Προβολές',
    reach: 'Προσέγγιση',
    engagement: 'Αλληλεπιδράσεις',
    clicks: 'Κλικ',
  },
  totalsHelp: {
    reach: 'Άτομα που είδαν τις αναρτήσεις',
    engagement: 'Αντιδράσεις, σχόλια, κοινοποιήσεις και αποθηκεύσεις',
  },
  overTime: 'Προσέγγιση και αλληλεπιδράσεις ανά ημέρα δημοσίευσης',
  overTimeHelp: 'Οι αναρτήσεις κάθε ημέρας, με τους πιο πρόσφατους αριθμούς τους.',
  topPosts: 'Οι καλύτερες αναρτήσεις',
  byProduct: 'Ανά προϊόν',
  byCategory: 'Ανά κατηγορία',
  noCategory: 'Χωρίς κατηγορία',
  perPost: 'ανά ανάρτηση',
  postsCount: (n: number) => (n === 1 ? '1 ανάρτηση' : `${n} αναρτήσεις`),
  bestTimes: 'Οι καλύτερες ημέρες και ώρες',
  bestTimesHelp:
    'Αλληλεπιδράσεις ανά ανάρτηση, ανάλογα με την ώρα δημοσίευσης (όλες οι αναρτήσεις του τελευταίου χρόνου).',
  byHour: 'Ανά ώρα',
  byWeekday: 'Ανά ημέρα',
  suggestion: (time: string) => `Προτεινόμενη ώρα δημοσίευσης: ${time}`,
  suggestionDetail: (lift: number, days: string) =>
    `${lift > 0 ? `${lift}% περισσότερες αλληλεπιδράσεις από τον μέσο όρο σας. ` : ''}Καλύτερες ημέρες: ${days}.`,
  useInSetup: 'Ορίστε την ως ώρα δημοσίευσης στις Ρυθμίσεις',
  notEnough: (posts: number, minimum: number) =>
    `Η πρόταση ώρας εμφανίζεται όταν υπάρχουν αποτελέσματα από τουλάχιστον ${minimum} αναρτήσεις (έως τώρα: ${posts}).`,
  empty: 'Δεν υπάρχουν ακόμη αποτελέσματα σε αυτή την περίοδο',
  emptyDescription:
    'Οι αριθμοί κάθε ανάρτησης έρχονται λίγα λεπτά μετά τη δημοσίευσή της και ενημερώνονται 1 ώρα, 24 ώρες, 7 και 28 ημέρες μετά.',
  lag: 'Το Facebook και το Instagram ενημερώνουν ορισμένους αριθμούς έως και 48 ώρες αργότερα.',
  loadFailed: 'Αποτυχία φόρτωσης των αποτελεσμάτων.',
  updated: (checkpoint: string) => `Μέτρηση: ${checkpoint}`,
  chartLabel: 'Γράφημα προσέγγισης και αλληλεπιδράσεων ανά ημέρα',
  hourChartLabel: 'Γράφημα αλληλεπιδράσεων ανά ώρα δημοσίευσης',
  /** A Reel's and a Story's own numbers beside a photo post's. */
  watchTime: 'Μέσος χρόνος προβολής',
  exits: 'Έξοδοι',
  replies: 'Απαντήσεις',
  storyNote: 'Τα Stories μετρώνται μόνο για τις 24 ώρες που είναι ορατά.',
};

/** When a post's numbers were read, as the business reads it. */
export const checkpointLabels: Record<InsightCheckpoint, string> = {
  first: 'πρώτη μέτρηση',
  '1h': '1 ώρα μετά',
  '24h': '24 ώρες μετά',
  '7d': '7 ημέρες μετά',
  '28d': '28 ημέρες μετά',
};

/** ISO weekdays, Monday first. */
export const weekdayNames = ['Δευτέρα', 'Τρίτη', 'Τετάρτη', 'Πέμπτη', 'Παρασκευή', 'Σάββατο', 'Κυριακή'];
