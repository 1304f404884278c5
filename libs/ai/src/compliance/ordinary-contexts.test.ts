/**
 * Ordinary sentences that hold a rule's words without its claim pass; the claim said of a treatment, a
 * result or the clinic is still flagged.
 */
import { describe, expect, it } from 'vitest';
import { checkCompliance } from '../compliance.ts';

const rulesOf = (text: string) => checkCompliance(text).map((flag) => flag.ruleId);

describe('ordinary contexts of the rules’ words', () => {
  it.each([
    'Μπράβο στον 15χρονο γιο της νοσηλεύτριάς μας που πήρε το πρώτο βραβείο στον διαγωνισμό ρομποτικής!',
    'Ο χρόνος δεν γυρνάει πίσω, το ρολόι όμως ναι: το Σάββατο βράδυ βάζουμε τα ρολόγια μία ώρα πίσω.',
    'Ποτέ ενέσιμα από μη εγκεκριμένες σελίδες, και ρωτάτε πάντα έναν γιατρό.',
    'Κυκλοφορούν πλαστές «πένες» αδυνατίσματος στο TikTok ⚠️ Τα φάρμακα δίνονται μόνο με ιατρική συνταγή.',
  ])('lets «%s» pass', (text) => {
    expect(checkCompliance(text)).toEqual([]);
  });

  it.each([
    ['Για τους 16χρονους: αποτρίχωση laser πριν το καλοκαίρι!', 'minors'],
    ['Ο χρόνος δεν γυρίζει πίσω για το δέρμα σας: κλείστε τώρα ραντεβού.', 'fear-shame'],
    ['Οι θεραπείες μας είναι εγκεκριμένες και τις συστήνουν οι γιατροί που μας επιλέγουν.', 'endorsement'],
  ])('still flags «%s»', (text, rule) => {
    expect(rulesOf(text)).toContain(rule);
  });
});
