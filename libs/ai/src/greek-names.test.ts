import { describe, expect, it } from 'vitest';
import { inRunningText, nameForms, ownNoun, pluralLine, withImpliedVerbs } from './greek-names.ts';

describe('a product’s name as a Greek writer uses it', () => {
  it('takes the article of the noun the name starts with, declining that noun', () => {
    expect(nameForms('Θεραπεία Υαλουρονικού', 'treatment')).toEqual({
      nom: 'η Θεραπεία Υαλουρονικού',
      Nom: 'Η Θεραπεία Υαλουρονικού',
      acc: 'τη Θεραπεία Υαλουρονικού',
      gen: 'της Θεραπείας Υαλουρονικού',
    });
    expect(nameForms('Ορός Βιταμίνης C', 'cosmetic')).toMatchObject({
      nom: 'ο Ορός Βιταμίνης C',
      acc: 'τον Ορό Βιταμίνης C',
      gen: 'του Ορού Βιταμίνης C',
    });
    expect(nameForms('Ενυδατική Κρέμα Προσώπου', 'cosmetic')).toMatchObject({
      acc: 'την Ενυδατική Κρέμα Προσώπου',
      gen: 'της Ενυδατικής Κρέμας Προσώπου',
    });
    expect(nameForms('Laser Αποτρίχωση Diode', 'treatment')).toMatchObject({
      nom: 'η Laser Αποτρίχωση Diode',
      acc: 'τη Laser Αποτρίχωση Diode',
    });
  });

  it('reads a treatment’s noun of action by its ending: «-σμός» masculine, «-ση» feminine, «τον» before any word', () => {
    expect(nameForms('Μικροβελονισμός με Ραδιοσυχνότητες', 'device-treatment')).toEqual({
      nom: 'ο Μικροβελονισμός με Ραδιοσυχνότητες',
      Nom: 'Ο Μικροβελονισμός με Ραδιοσυχνότητες',
      acc: 'τον Μικροβελονισμό με Ραδιοσυχνότητες',
      gen: 'του Μικροβελονισμού με Ραδιοσυχνότητες',
    });
    expect(nameForms('Αναζωογόνηση Προσώπου', 'treatment')).toMatchObject({
      acc: 'την Αναζωογόνηση Προσώπου',
      gen: 'της Αναζωογόνησης Προσώπου',
    });
    // A cosmetic's own word is a name, not its noun.
    expect(nameForms('Αναγέννηση', 'cosmetic').nom).toBe('το προϊόν «Αναγέννηση»');
  });

  it('writes a descriptive name no list knows without quotes, its article agreeing with its noun', () => {
    expect(nameForms('Ηλεκτρική Βούρτσα Καθαρισμού Προσώπου', 'device')).toEqual({
      nom: 'η Ηλεκτρική Βούρτσα Καθαρισμού Προσώπου',
      acc: 'την Ηλεκτρική Βούρτσα Καθαρισμού Προσώπου',
      Nom: 'Η Ηλεκτρική Βούρτσα Καθαρισμού Προσώπου',
      gen: 'της Ηλεκτρικής Βούρτσας Καθαρισμού Προσώπου',
    });
    expect(nameForms('Ηλεκτρικός Καθαριστής Πόρων', 'device')).toMatchObject({
      nom: 'ο Ηλεκτρικός Καθαριστής Πόρων',
      acc: 'τον Ηλεκτρικό Καθαριστή Πόρων',
      gen: 'του Ηλεκτρικού Καθαριστή Πόρων',
    });
    expect(nameForms('Φωτεινή Μάσκα LED', 'device').nom).toBe('η Φωτεινή Μάσκα LED');
  });

  it('leaves a neuter noun’s genitive to sentences that do not need it', () => {
    expect(nameForms('Αντηλιακό Γαλάκτωμα SPF 50', 'cosmetic')).toMatchObject({
      nom: 'το Αντηλιακό Γαλάκτωμα SPF 50',
      gen: null,
    });
  });

  it('gives a foreign brand the neuter, and a treatment the noun of its kind, never a noun the name repeats', () => {
    expect(nameForms('Anthelios UVMune', 'cosmetic')).toMatchObject({
      nom: 'το Anthelios UVMune',
      gen: 'του Anthelios UVMune',
    });
    expect(nameForms('Profhilo', 'treatment')).toMatchObject({
      nom: 'η θεραπεία Profhilo',
      acc: 'τη θεραπεία Profhilo',
    });
    expect(nameForms('Λάμψη Plus', 'cosmetic').nom).toBe('το προϊόν «Λάμψη Plus»');
    expect(nameForms('Ραδιοσυχνότητες Σύσφιξης Προσώπου', 'device-treatment')).toMatchObject({
      nom: 'οι Ραδιοσυχνότητες Σύσφιξης Προσώπου',
      plural: true,
    });
    // A Greek neuter adjective before a foreign noun: a thing of its own, in the neuter.
    expect(nameForms('Καταπραϋντικό Balm Cica', 'cosmetic')).toMatchObject({
      nom: 'το Καταπραϋντικό Balm Cica',
      acc: 'το Καταπραϋντικό Balm Cica',
      gen: 'του Καταπραϋντικού Balm Cica',
    });
    for (const name of ['Θεραπεία Υαλουρονικού', 'Κρέμα Ματιών', 'Συσκευή LED'])
      for (const form of Object.values(nameForms(name, 'treatment')))
        expect(form ?? '').not.toMatch(/(θεραπεία|κρέμα|συσκευή)\s+«?(θεραπεία|κρέμα|συσκευή)/iu);
  });
});

describe('a plural name', () => {
  it('takes plural articles, and its lines plural verbs or none', () => {
    expect(nameForms('Μάσκες Υδρογέλης Ματιών', 'cosmetic')).toEqual({
      nom: 'οι Μάσκες Υδρογέλης Ματιών',
      Nom: 'Οι Μάσκες Υδρογέλης Ματιών',
      acc: 'τις Μάσκες Υδρογέλης Ματιών',
      gen: null,
      plural: true,
    });
    expect(nameForms('Νήματα Ανόρθωσης', 'treatment').acc).toBe('τα Νήματα Ανόρθωσης');
    expect(ownNoun('Αντηλιακή Κρέμα με Χρώμα SPF 50')).toEqual({ subject: 'Η κρέμα', plural: false });
    expect(ownNoun('Μάσκες Υδρογέλης')).toEqual({ subject: 'Οι μάσκες', plural: true });
    expect(pluralLine('{Nom} δεν περιέχει άρωμα.', ['Nom', 'nom'])).toBe('{Nom} δεν περιέχουν άρωμα.');
    expect(pluralLine('Σε τι χρησιμεύει {nom};', ['Nom', 'nom'])).toBe('Σε τι χρησιμεύουν {nom};');
    expect(pluralLine('{Nom} απορροφάται γρήγορα.', ['Nom', 'nom'])).toBeNull();
    expect(pluralLine('Ρωτήστε μας για {acc}.', ['Nom', 'nom'])).toBe('Ρωτήστε μας για {acc}.');
    expect(withImpliedVerbs('πώς χρησιμοποιείται{v}.', true)).toBe('πώς χρησιμοποιούνται.');
    expect(withImpliedVerbs('πώς χρησιμοποιείται{v}.', false)).toBe('πώς χρησιμοποιείται.');
  });
});

describe('a generic name in running text', () => {
  it('is in lower case after the article its noun gives, also when the noun is the third word or a loanword', () => {
    const running = (name: string, kind: Parameters<typeof nameForms>[1]) =>
      inRunningText(nameForms(name, kind));
    expect(running('Αρχική Δερματολογική Επίσκεψη', 'consultation')).toMatchObject({
      nom: 'η αρχική δερματολογική επίσκεψη',
      acc: 'την αρχική δερματολογική επίσκεψη',
    });
    expect(running('Microneedling Προσώπου', 'treatment').acc).toBe('το microneedling προσώπου');
    expect(running('Χημικό Peeling Προσώπου', 'treatment').Nom).toBe('Το χημικό peeling προσώπου');
    // Capitals (PRP, SPF) and a brand keep theirs.
    expect(running('PRP Μαλλιών', 'treatment').acc).toBe('το PRP μαλλιών');
    expect(running('Anthelios UVMune 400', 'cosmetic').acc).toBe('το Anthelios UVMune 400');
  });
});
