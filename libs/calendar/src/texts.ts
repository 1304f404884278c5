import type { NameDay } from './name-days.ts';
import type { ChipState } from './post-chips.ts';

/** The words of the calendar, in the area's language (Greek in the portal, English in the admin). */
export type CalendarTexts = {
  language: 'el' | 'en';
  states: Record<ChipState, string>;
  /** A Reel's or Story's mark on its chip. */
  formats: { reel: string; story: string };
  /** The mark of a post that goes to a Google location, said aloud. */
  google: string;
  legend: string;
  nextRunEvent: string;
  noProduct: string;
  buttons: { today: string; month: string; week: string; list: string };
  /** What a name day's note says in full: the feast and who celebrates. */
  nameDayTitle: (nameDay: NameDay) => string;
};

export const calendarTextsEl: CalendarTexts = {
  language: 'el',
  states: {
    draft: 'Πρόχειρη',
    scheduled: 'Προγραμματισμένη',
    publishing: 'Δημοσιεύεται',
    published: 'Δημοσιεύτηκε',
    failed: 'Απέτυχε',
    unconfirmed: 'Χωρίς επιβεβαίωση',
  },
  formats: { reel: 'Reel (βίντεο)', story: 'Story (24 ώρες)' },
  google: 'Και σε τοποθεσία Google',
  legend: 'Καταστάσεις',
  nextRunEvent: 'Επόμενη αυτόματη περίοδος',
  noProduct: 'Ανάρτηση',
  buttons: { today: 'Σήμερα', month: 'Μήνας', week: 'Εβδομάδα', list: 'Λίστα' },
  nameDayTitle: ({ feast, names }) => `Γιορτάζουν: ${names.join(', ')} (${feast})`,
};

export const calendarTextsEn: CalendarTexts = {
  language: 'en',
  states: {
    draft: 'Draft',
    scheduled: 'Scheduled',
    publishing: 'Publishing',
    published: 'Published',
    failed: 'Failed',
    unconfirmed: 'Unconfirmed',
  },
  formats: { reel: 'Reel (video)', story: 'Story (24 hours)' },
  google: 'Also to a Google location',
  legend: 'States',
  nextRunEvent: 'Next automatic period',
  noProduct: 'Post',
  buttons: { today: 'Today', month: 'Month', week: 'Week', list: 'List' },
  nameDayTitle: ({ feast, names }) => `Name day: ${names.join(', ')} (${feast})`,
};
