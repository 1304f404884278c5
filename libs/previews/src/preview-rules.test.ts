import { describe, expect, it } from 'vitest';
import { FRAME_HEIGHT_PERCENT, frameFor, previewPageNames, textParts, visibleText } from './preview-rules.ts';

describe('how the networks show a post', () => {
  it('cuts Instagram after 125 characters on a word, and Facebook after 477', () => {
    const long = 'λέξη '.repeat(40).trim();
    const ig = visibleText(long, 'instagram');
    expect(ig.truncated).toBe(true);
    expect(ig.text.length).toBeLessThanOrEqual(125);
    expect(ig.text.endsWith('λέξη')).toBe(true);
    expect(visibleText(long, 'facebook')).toEqual({ text: long, truncated: false });
  });

  it('leaves out the stop of a cut sentence, which the ellipsis replaces', () => {
    expect(visibleText('Ώρα για εσάς.\nΣας παρουσιάζουμε το νέο μας προϊόν.\nΤέλος.', 'instagram')).toEqual({
      text: 'Ώρα για εσάς.\nΣας παρουσιάζουμε το νέο μας προϊόν',
      truncated: true,
    });
  });

  it('keeps the last word of a text cut by its lines', () => {
    const text = `${'λέξη '.repeat(18)}τέλος\nδεύτερη γραμμή\nτρίτη`;
    expect(visibleText(text, 'instagram').text).toBe(`${'λέξη '.repeat(18)}τέλος\nδεύτερη γραμμή`);
  });

  it('cuts Instagram after two lines and Facebook after five', () => {
    const text = 'ένα\nδύο\nτρία\nτέσσερα\nπέντε\nέξι';
    expect(visibleText(text, 'instagram')).toEqual({ text: 'ένα\nδύο', truncated: true });
    expect(visibleText(text, 'facebook')).toEqual({
      text: 'ένα\nδύο\nτρία\nτέσσερα\nπέντε',
      truncated: true,
    });
    expect(visibleText('σύντομο', 'instagram')).toEqual({ text: 'σύντομο', truncated: false });
  });

  it('finds hashtags, mentions and links, Greek ones included', () => {
    expect(textParts('Λάμψη #ενυδάτωση με @clinic.demo στο https://derma.gr/serum!')).toEqual([
      { kind: 'text', value: 'Λάμψη ' },
      { kind: 'hashtag', value: '#ενυδάτωση' },
      { kind: 'text', value: ' με ' },
      { kind: 'mention', value: '@clinic.demo' },
      { kind: 'text', value: ' στο ' },
      { kind: 'link', value: 'https://derma.gr/serum!' },
    ]);
  });

  it('keeps Facebook ratios from 4:5 to 1.91:1 and crops the rest, as its feed does', () => {
    expect(frameFor('facebook', 1080, 1080)).toEqual({
      ratio: 1,
      aspect: '1080 / 1080',
      fit: 'cover',
      warnings: [],
    });
    expect(frameFor('facebook', 3000, 1000)).toMatchObject({ aspect: '1.91 / 1', warnings: ['cropped'] });
    expect(frameFor('facebook', 1080, 1920)).toMatchObject({ aspect: '4 / 5', warnings: ['cropped'] });
  });

  it('shows an Instagram image whole, with the margins the converter adds outside 4:5 to 1.91:1', () => {
    expect(frameFor('instagram', 1080, 1080)).toEqual({
      ratio: 1,
      aspect: '1080 / 1080',
      fit: 'contain',
      warnings: [],
    });
    expect(frameFor('instagram', 900, 1200)).toMatchObject({
      aspect: '960 / 1200',
      fit: 'contain',
      warnings: ['padded'],
    });
    expect(frameFor('instagram', 3000, 1000).warnings).toEqual(['padded']);
  });

  it('warns of images too small for the network', () => {
    expect(frameFor('facebook', 400, 400).warnings).toEqual(['too-small']);
    expect(frameFor('instagram', 400, 400).warnings).toEqual([]);
    expect(frameFor('instagram', 200, 600).warnings).toEqual(['too-small', 'padded']);
  });
});

describe('whose name heads the previews', () => {
  it('takes the first active page and Instagram account, by its username', () => {
    expect(
      previewPageNames([
        { platform: 'facebook', pageName: 'Παλιά σελίδα', isActive: false },
        { platform: 'facebook', pageName: 'Κλινική Λάμψη', isActive: true },
        {
          platform: 'instagram',
          pageName: 'Κλινική Λάμψη',
          instagramUsername: 'lampsi.clinic',
          isActive: true,
        },
      ]),
    ).toEqual({ facebook: 'Κλινική Λάμψη', instagram: 'lampsi.clinic' });
  });

  it('names the network while no page is chosen', () => {
    expect(previewPageNames([])).toEqual({ facebook: 'Facebook', instagram: 'instagram' });
  });
});

describe('the feed’s frame', () => {
  it('is at most 125% and at least about 52% as tall as wide, the bounds frameFor keeps', () => {
    expect(FRAME_HEIGHT_PERCENT.max).toBe(125);
    expect(FRAME_HEIGHT_PERCENT.min).toBeCloseTo(52.36, 2);
    expect(frameFor('facebook', 1000, 2000).ratio).toBe(100 / FRAME_HEIGHT_PERCENT.max);
    expect(frameFor('facebook', 3000, 1000).ratio).toBeCloseTo(100 / FRAME_HEIGHT_PERCENT.min, 10);
    expect(frameFor('instagram', 1000, 2000).ratio).toBeCloseTo(100 / FRAME_HEIGHT_PERCENT.max, 2);
    expect(frameFor('instagram', 3000, 1000).ratio).toBeCloseTo(100 / FRAME_HEIGHT_PERCENT.min, 2);
  });
});
