import type { ChipState } from './utils/post-chips.ts';

/** The Greek texts of the content calendar (issue 17). */
export const calendarTexts = {
  title: 'Ημερολόγιο αναρτήσεων',
  subtitle:
    'Οι αναρτήσεις σας ανά μήνα και εβδομάδα, στη ζώνη ώρας της επιχείρησης. Σύρετε μια μελλοντική ανάρτηση σε άλλη ημέρα ή ώρα για να τη μετακινήσετε.',
  timeZone: (zone: string) => `Ζώνη ώρας: ${zone}`,
  nextRun: (when: string) => `Επόμενη αυτόματη περίοδος: ${when}`,
  nextRunEvent: 'Επόμενη αυτόματη περίοδος',
  noPeriod: 'Δεν υπάρχει ενεργή αυτόματη περίοδος.',
  holidaysTitle: 'Αργίες της περιόδου',
  noHolidays: 'Καμία αργία σε αυτή την περίοδο.',
  legend: 'Καταστάσεις',
  loadFailed: 'Αποτυχία φόρτωσης των αναρτήσεων.',
  pastDrop: 'Δεν μπορείτε να μετακινήσετε ανάρτηση σε ημερομηνία και ώρα που έχει περάσει.',
  moveFailed: 'Αποτυχία μετακίνησης της ανάρτησης.',
  moving: 'Μετακίνηση ανάρτησης…',
  toCampaigns: 'Οι Καμπάνιες μου',
  openInCampaigns: 'Άνοιγμα στις Καμπάνιες μου',
  close: 'Κλείσιμο',
  noProduct: 'Ανάρτηση',
  when: 'Ημερομηνία και ώρα',
  notDraggable: 'Δεν μετακινείται',
  buttons: { today: 'Σήμερα', month: 'Μήνας', week: 'Εβδομάδα', list: 'Λίστα' },
  states: {
    draft: 'Πρόχειρη',
    scheduled: 'Προγραμματισμένη',
    publishing: 'Δημοσιεύεται',
    published: 'Δημοσιεύτηκε',
    failed: 'Απέτυχε',
    unconfirmed: 'Χωρίς επιβεβαίωση',
  } satisfies Record<ChipState, string>,
};
