/**
 * Names spelled in Cyrillic by their sound, and letters drawn as emoji with a cross mark for an x: refused
 * as the names they sound or look like; ordinary Russian, Ukrainian and Bulgarian words in a Greek post,
 * and cross marks used as marks, are no flag.
 */
import { describe, expect, it } from 'vitest';
import { checkCompliance } from '../compliance.ts';
import { cyrillicReadings } from './cyrillic.ts';
import { readingOf } from './reading.ts';

const blocked = (text: string) =>
  checkCompliance(text)
    .filter((f) => f.severity === 'block')
    .map((f) => f.phrase);

describe('Cyrillic read by sound', () => {
  it.each([
    ['Θεραπεία με Роаккутан χαμηλής δόσης: λιγότερη ξηρότητα!', 'Роаккутан'],
    ['Ботокс στο ιατρείο μας', 'Ботокс'],
    ['Оземпик για αδυνάτισμα, ρωτήστε μας', 'Оземпик'],
    ['Νέο: Саксенда και δίαιτα', 'Саксенда'],
    ['Мунджаро τώρα διαθέσιμο', 'Мунджаро'],
    ['Курс с Диспортом', 'Диспортом'],
    ['Записывайтесь на Саксенду!', 'Саксенду'],
    ['Νέο: #Оземпикjourney', 'Оземпикjourney'],
    ['Σ α к с е н д а για αδυνάτισμα', 'Σ α к с е н д а'],
  ])('refuses «%s»', (text, phrase) => {
    expect(blocked(text)).toContain(phrase);
  });

  it('quotes the Cyrillic word of the original, whatever its reading by sound', () => {
    const [latin, greek] = cyrillicReadings('Με Оземпик!');
    expect(latin!.text).toBe('με ozempik!');
    expect(greek!.text).toBe('με οζεμπικ!');
    const at = greek!.text.indexOf('οζεμπικ');
    expect([greek!.from[at], greek!.to[at + 'οζεμπικ'.length - 1]]).toEqual([3, 10]);
  });

  it.each([
    'Ευχαριστούμε για την επίσκεψη! Спасибо, до свидания!',
    'Καλημέρα σε όλους! Привет, добрый день, рады видеть вас на работе.',
    'Σας περιμένουμε! Дякую, будь ласка, до зустрічі.',
    'Χρόνια πολλά! Благодаря, здравейте, поздрави от София.',
    'Η Ксения και η Оксана σας περιμένουν για καθαρισμό προσώπου.',
    'Ботинки, ботаника и работа: ένα ρωσικό ποίημα στο σαλόνι μας.',
  ])('finds nothing in «%s»', (text) => {
    expect(checkCompliance(text)).toEqual([]);
  });

  it('refuses names Greek spells by their sound, as before', () => {
    expect(blocked('Θεραπεία με Ροακουτάν')).toEqual(['Ροακουτάν']);
    expect(blocked('Οζέμπικ και Σαξέντα')).toEqual(['Οζέμπικ', 'Σαξέντα']);
  });

  it('reads no text without Cyrillic letters again', () => {
    expect(cyrillicReadings('Καλημέρα, hello!')).toEqual([]);
  });
});

describe('a cross mark for an x', () => {
  it.each([
    ['🅱️🅾️🆃🅾️❎ Friday στο ιατρείο!', '🅱️🅾️🆃🅾️❎'],
    ['BOTO✖️ τώρα', 'BOTO✖'],
    ['Νέο ΒΟΤΟ❌ για το μέτωπο', 'ΒΟΤΟ❌'],
    ['Φθινόπωρο με #BOTO❎ #athens', 'BOTO❎'],
  ])('refuses «%s»', (text, phrase) => {
    expect(blocked(text).join(' ')).toContain(phrase);
  });

  it('reads a cross mark as an x only ending a word of Latin-looking letters', () => {
    expect(readingOf('🅱🅾🆃🅾❎').text).toBe('botox');
    expect(readingOf('❌ Όχι πόνος❌, ΠΟΝΟ❌').text).toBe('❌ οχι πονοσ❌, πονο❌');
    expect(checkCompliance('❌ Όχι ραντεβού την Κυριακή ✅ Ναι το Σάββατο')).toEqual([]);
  });
});
