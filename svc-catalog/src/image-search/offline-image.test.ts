import { describe, expect, it } from 'vitest';
import { detectImageKind } from '../net/image-signature.ts';
import {
  offlineImageUrl,
  offlineSeedFromUrl,
  planOfflineImages,
  renderOfflineImage,
} from './offline-image.ts';

const svgOf = (seed: string) => renderOfflineImage(seed)?.bytes.toString('utf8') ?? '';

describe('offline images', () => {
  it('plans 6 to 12 images a query, the same every time, with seeds the catalog can serve', () => {
    for (const query of [
      'Hyaluronic Serum',
      'Botox 100U',
      'Κρέμα Ματιών',
      'x',
      'Vitamin C Ampoules 10 x 2ml',
    ]) {
      const plans = planOfflineImages(query, 20);
      expect(plans.length).toBeGreaterThanOrEqual(6);
      expect(plans.length).toBeLessThanOrEqual(12);
      expect(planOfflineImages(query, 20)).toEqual(plans);
      for (const plan of plans) expect(plan.seed).toMatch(/^[a-z0-9-]{1,80}$/);
      expect(new Set(plans.map((p) => p.seed)).size).toBe(plans.length);
    }
    expect(planOfflineImages('Serum', 3)).toHaveLength(3);
  });

  it('varies colours, shapes and scenes within a query and between queries', () => {
    const plans = planOfflineImages('Hyaluronic Serum', 20);
    const looks = new Set(plans.map((p) => p.title));
    expect(looks.size).toBe(plans.length);
    const svgs = new Set(plans.map((p) => svgOf(p.seed)));
    expect(svgs.size).toBe(plans.length);
    expect(svgOf(planOfflineImages('Botox 100U', 20)[0]!.seed)).not.toBe(svgOf(plans[0]!.seed));
  });

  it('draws a real SVG with the product initials, Greek included', () => {
    const [latin] = planOfflineImages('Hyaluronic Serum', 20);
    const image = renderOfflineImage(latin!.seed)!;
    expect(image.contentType).toBe('image/svg+xml');
    expect(detectImageKind(image.bytes)).toBe('svg');
    expect(image.bytes.toString('utf8')).toMatch(/>HS<\/text>/);
    const [greek] = planOfflineImages('Κρέμα Ματιών', 20);
    expect(svgOf(greek!.seed)).toMatch(/>ΚΜ<\/text>/);
  });

  it('draws only safe SVG: no script, no event handlers, no external references', () => {
    for (const query of [
      'Hyaluronic Serum',
      '<script>alert(1)</script> "cream"',
      'onload=alert(1)',
      'javascript:x',
    ]) {
      for (const plan of planOfflineImages(query, 20)) {
        const svg = svgOf(plan.seed);
        expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
        expect(svg).not.toMatch(/<script|<foreignObject|<image|<use|href=|\son\w+=|javascript:|@import/i);
        expect(svg.match(/url\([^)]*\)/g)?.every((ref) => ref.startsWith('url(#'))).toBe(true);
        // The only URL in the document is the SVG namespace.
        expect(svg.match(/https?:\/\/[^"\s]+/g)).toEqual(['http://www.w3.org/2000/svg']);
      }
    }
  });

  it.each([
    '',
    '../../etc/passwd',
    '1A2B3C4D-0-4853',
    '1a2b3c4d-0-4853.svg',
    '1a2b3c4d-12-4853',
    '1a2b3c4d-01-4853',
    '1a2b3c4d-0-3c',
    '1a2b3c4d-0-ff',
    '1a2b3c4d-0-20',
    '1a2b3c4d-0-41424344',
    'zzzzzzzz-0-41',
    `1a2b3c4d-0-${'41'.repeat(40)}`,
  ])('refuses the seed %j', (seed) => {
    expect(renderOfflineImage(seed)).toBeNull();
  });

  it('finds the seed in an offline image URL, and nothing in other URLs', () => {
    const [plan] = planOfflineImages('Serum', 20);
    expect(offlineSeedFromUrl(offlineImageUrl(plan!.seed))).toBe(plan!.seed);
    expect(offlineSeedFromUrl(`http://localhost:3000${offlineImageUrl(plan!.seed)}`)).toBe(plan!.seed);
    expect(offlineSeedFromUrl('https://example.com/images/a.svg')).toBeNull();
    expect(offlineSeedFromUrl('/api/offline-images/..%2F..%2Fsecret.svg')).toBeNull();
    expect(offlineSeedFromUrl('/api/offline-images/1a2b3c4d-0-3c.svg')).toBeNull();
  });
});
