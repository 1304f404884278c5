import { describe, expect, it } from 'vitest';
import { foldForSearch, likePattern } from './search.ts';

describe('catalogue search', () => {
  it('folds Greek accents, diaereses, final sigma and capitals, and Latin capitals', () => {
    expect(foldForSearch('Κολλαγόνο')).toBe('κολλαγονο');
    expect(foldForSearch('ΆΈΉΊΌΎΏ ΐΰϊϋ')).toBe('αεηιουω ιυιυ');
    expect(foldForSearch('Ορός λάμψης')).toBe('οροσ λαμψησ');
    expect(foldForSearch('Vitamin C')).toBe('vitamin c');
  });

  it('keeps LIKE characters literal', () => {
    expect(likePattern('100%_\\')).toBe('%100\\%\\_\\\\%');
  });
});
