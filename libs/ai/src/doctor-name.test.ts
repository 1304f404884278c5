import { describe, expect, it } from 'vitest';
import { doctorForms, ofTheDoctor } from './doctor-name.ts';

describe('the responsible doctor as a post names them', () => {
  it('takes the article of the gender the name’s endings tell, without titles or specialities', () => {
    expect(doctorForms('Γιώργος Παπαδόπουλος')).toEqual({
      nom: 'ο Γιώργος Παπαδόπουλος',
      ours: 'ο γιατρός μας, ο Γιώργος Παπαδόπουλος',
      responsible: 'Υπεύθυνος ιατρός',
      feminine: false,
    });
    expect(doctorForms('Δρ. Ελένη Γεωργίου, Δερματολόγος')).toEqual({
      nom: 'η Ελένη Γεωργίου',
      ours: 'η γιατρός μας, η Ελένη Γεωργίου',
      responsible: 'Υπεύθυνη ιατρός',
      feminine: true,
    });
    expect(doctorForms('Παπαδοπούλου Μαρία')?.nom).toBe('η Παπαδοπούλου Μαρία');
    expect(doctorForms('Κώστας Γεωργίου')?.nom).toBe('ο Κώστας Γεωργίου');
  });

  it('says «η γιατρός» of a woman doctor in the clinic’s other sentences about its doctor', () => {
    const her = doctorForms('Ελένη Γεωργίου');
    expect(ofTheDoctor('Ο γιατρός σάς εξετάζει ο ίδιος και απαντά σε κάθε ερώτησή σας.', her)).toBe(
      'Η γιατρός σάς εξετάζει η ίδια και απαντά σε κάθε ερώτησή σας.',
    );
    expect(ofTheDoctor('Το συζητάτε απευθείας με τον γιατρό που σας παρακολουθεί.', her)).toBe(
      'Το συζητάτε απευθείας με τη γιατρό που σας παρακολουθεί.',
    );
    expect(ofTheDoctor('Την κάνει ο ίδιος ο γιατρός.', her)).toBe('Την κάνει η ίδια η γιατρός.');
    const him = doctorForms('Νίκος Αλεξίου');
    expect(ofTheDoctor('Ο γιατρός σάς εξετάζει ο ίδιος.', him)).toBe('Ο γιατρός σάς εξετάζει ο ίδιος.');
  });

  it('says a woman specialist by her article in every case: «η δερματολόγος», «τη δερματολόγο», «την οδοντίατρο»', () => {
    const her = { feminine: true };
    expect(ofTheDoctor('Στην κρυοθεραπεία, ο δερματολόγος ψύχει τη βλάβη.', her)).toBe(
      'Στην κρυοθεραπεία, η δερματολόγος ψύχει τη βλάβη.',
    );
    expect(ofTheDoctor('Ρωτήστε τον δερματολόγο, με τη σύσταση του δερματολόγου.', her)).toBe(
      'Ρωτήστε τη δερματολόγο, με τη σύσταση της δερματολόγου.',
    );
    expect(ofTheDoctor('Κλείστε ραντεβού με τον οδοντίατρο.', her)).toBe(
      'Κλείστε ραντεβού με την οδοντίατρο.',
    );
    // Not a doctor: the surgery, the dermatology practice.
    expect(ofTheDoctor('Ο χώρος του χειρουργείου και ο δερματολογικός έλεγχος.', her)).toBe(
      'Ο χώρος του χειρουργείου και ο δερματολογικός έλεγχος.',
    );
  });

  it('names no one when there is no name or its gender is not told', () => {
    for (const name of [
      null,
      undefined,
      '',
      'Παπαδόπουλος',
      'Γεωργίου Αλεξίου',
      'John Smith',
      'Dr Νίκος Smith',
    ])
      expect(doctorForms(name), String(name)).toBeNull();
  });
});
