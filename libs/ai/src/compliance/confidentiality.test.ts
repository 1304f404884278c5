import { describe, expect, it } from 'vitest';
import { CONFIDENTIALITY_RULE, confidentialityFlagsOf } from './confidentiality.ts';

describe('medical confidentiality in public replies', () => {
  it.each([
    ['Χαιρόμαστε που σας είδαμε για το μπότοξ σας!', 'Χαιρόμαστε που σας είδαμε'],
    ['Ευχαριστούμε που μας επισκεφθήκατε!', 'Ευχαριστούμε που μας επισκεφθήκατε'],
    ['Ελπίζουμε να είστε ικανοποιημένη με το αποτέλεσμα!', 'Ελπίζουμε να είστε ικανοποιημένη με'],
    ['Πώς νιώθετε μετά τη συνεδρία;', 'Πώς νιώθετε μετά τη συνεδρία'],
    ['Μετά την ένεσή σας αποφύγετε τον ήλιο', 'Μετά την ένεσή σας'],
    ['Τα φίλερ σας θα κρατήσουν αρκετούς μήνες', 'Τα φίλερ σας'],
    ['Great to see you yesterday!', 'Great to see you'],
    ['Hope you love your results 💕', 'Hope you love your results'],
    ['Χ4ιρόμαστε που σ4ς είδ4με!', 'Χ4ιρόμαστε που σ4ς είδ4με'],
  ])('refuses «%s», naming the phrase', (text, phrase) => {
    const flags = confidentialityFlagsOf(text);
    expect(flags.map((f) => f.phrase)).toContain(phrase);
    expect(flags.every((f) => f.ruleId === CONFIDENTIALITY_RULE && f.severity === 'block')).toBe(true);
    expect(flags[0]?.reason).toMatch(/ιατρικό απόρρητο/);
  });

  it.each([
    'Ευχαριστούμε για το μήνυμά σας! Σας στείλαμε μήνυμα.',
    'Κλείστε το ραντεβού σας στο 210 1234567',
    'Θα χαρούμε να σας δούμε!',
    'Ευχαριστούμε για τα καλά σας λόγια 🙏',
    'Καλημέρα! Είμαστε ανοιχτά έως τις 21:00.',
    'Thanks for your message, we sent you a DM.',
    'Ευχαριστούμε πολύ για την ερώτηση!',
  ])('lets «%s» pass', (text) => {
    expect(confidentialityFlagsOf(text)).toEqual([]);
  });
});
