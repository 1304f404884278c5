import { describe, expect, it } from 'vitest';
import { doctorForms } from './doctor-name.ts';

describe('the responsible doctor as a post names them', () => {
  it('takes the article of the gender the name’s endings tell, without titles or specialities', () => {
    expect(doctorForms('Γιώργος Παπαδόπουλος')).toEqual({
      nom: 'ο Γιώργος Παπαδόπουλος',
      ours: 'ο γιατρός μας, ο Γιώργος Παπαδόπουλος',
      responsible: 'Υπεύθυνος ιατρός',
    });
    expect(doctorForms('Δρ. Ελένη Γεωργίου, Δερματολόγος')).toEqual({
      nom: 'η Ελένη Γεωργίου',
      ours: 'η γιατρός μας, η Ελένη Γεωργίου',
      responsible: 'Υπεύθυνη ιατρός',
    });
    expect(doctorForms('Παπαδοπούλου Μαρία')?.nom).toBe('η Παπαδοπούλου Μαρία');
    expect(doctorForms('Κώστας Γεωργίου')?.nom).toBe('ο Κώστας Γεωργίου');
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
