/**
 * The words of a Google Business Profile post's preview, as the portal draws it and svc-posts' sign-off
 * mail and page draw it without script.
 */
export const GOOGLE_PREVIEW_WORDS = {
  label: 'Προεπισκόπηση στο Google',
  network: 'Google · Προφίλ Επιχείρησης',
  /** Google's CallToAction.ActionType as its button reads. */
  actions: { BOOK: 'Κράτηση', CALL: 'Κλήση', LEARN_MORE: 'Μάθετε περισσότερα' },
  offer: 'Προσφορά',
  event: 'Εκδήλωση',
  coupon: (code: string) => `Κωδικός: ${code}`,
  redeem: 'Εξαργύρωση online',
  between: (from: string, to: string) => `${from} – ${to}`,
  more: (n: number) => `και σε ${n} ακόμη ${n === 1 ? 'τοποθεσία' : 'τοποθεσίες'}`,
} as const;

/** A Google topic's wall-clock time (`YYYY-MM-DDTHH:mm`) as the clinic reads it: «12/6, 10:00». */
export const googleWallClock = (civil: string) =>
  `${Number(civil.slice(8, 10))}/${Number(civil.slice(5, 7))}, ${civil.slice(11, 16)}`;
