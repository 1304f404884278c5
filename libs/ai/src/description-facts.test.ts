import { describe, expect, it } from 'vitest';
import { descriptionFacts } from './description-facts.ts';

/** Every sentence the description's facts are said in. */
const sentences = (description: string) =>
  descriptionFacts(description, 'Σύσφιξη Plus', 'device-treatment').map((line) => line.text);

describe('descriptionFacts', () => {
  it('names what a treatment is done with as a subject only in the nominative, its verb agreeing in number', () => {
    expect(sentences('Θεραπεία με ραδιοσυχνότητες για τη σύσφιξη του δέρματος.')).toContain(
      'Στη διαδικασία χρησιμοποιούνται ραδιοσυχνότητες.',
    );
    expect(sentences('Θεραπεία με ψηφιακό δερματοσκόπιο για τους σπίλους.')).toContain(
      'Στη διαδικασία χρησιμοποιείται ψηφιακό δερματοσκόπιο.',
    );
    const focused = sentences('Θεραπεία με εστιασμένους υπερήχους για τη σύσφιξη.');
    expect(focused).toContain('{Nom} γίνεται με εστιασμένους υπερήχους.');
    expect(focused.filter((text) => text.startsWith('Στη διαδικασία'))).toEqual([]);
  });
});
