import { createWriter } from '@studio/ai';
import { RankedImage } from '@studio/contracts';
import { startFakeOpenAi } from '@studio/fakes';
import { createLogger } from '@studio/kit';
import { describe, expect, it } from 'vitest';
import { createOfflineSearch } from './offline-source.ts';
import { heuristicScore, rankImages } from './rank.ts';
import type { FoundImage } from './types.ts';

const logger = createLogger('rank-test', 'silent');

const image = (id: string, fields: Partial<FoundImage> = {}): FoundImage => ({
  id,
  url: `https://cdn.example.com/${id}.jpg`,
  thumbnailUrl: null,
  title: '',
  source: 'example.com',
  width: 800,
  height: 800,
  provider: 'brave',
  ...fields,
});

const packshot = image('packshot', {
  url: 'https://cdn.pharmacy-store.example/hyaluronic-serum.png',
  title: 'Hyaluronic Serum 30ml',
  source: 'pharmacy-store.example',
  width: 1200,
  height: 1200,
});
const banner = image('banner', {
  url: 'https://blog.example/summer.gif',
  title: 'Our summer party',
  source: 'beauty-blog.example',
  width: 1600,
  height: 300,
});
const halfMatch = image('half', {
  title: 'Serum bottle',
  source: 'dermabrand.example',
  width: 700,
  height: 900,
});

const noModel = { rankImages: async () => null };

describe('ranking images by heuristics (no model)', () => {
  it('puts a large square packshot from a retailer that names the product first, a blog banner last', async () => {
    const ranked = await rankImages('Hyaluronic Serum', [banner, halfMatch, packshot], noModel);
    expect(ranked.map((r) => [r.id, r.rank])).toEqual([
      ['packshot', 1],
      ['half', 2],
      ['banner', 3],
    ]);
    for (const r of ranked) expect(RankedImage.parse(r)).toEqual(r);
    expect(ranked[0]).toMatchObject({
      url: packshot.url,
      description: 'Hyaluronic Serum 30ml',
      source: 'pharmacy-store.example',
      score: 100,
    });
  });

  it('says in the reason which rules counted', () => {
    expect(heuristicScore('Hyaluronic Serum', packshot).reason).toBe(
      'Heuristic: high resolution (1200×1200); square; title names the product; retailer or brand source (pharmacy-store.example); PNG photo format',
    );
    const low = heuristicScore('Hyaluronic Serum', banner);
    expect(low.reason).toContain('banner-shaped');
    expect(low.reason).toContain('title does not name the product');
    expect(low.reason).toContain('generic source (beauty-blog.example)');
    expect(low.reason).toContain('GIF');
    expect(heuristicScore('Hyaluronic Serum', halfMatch).reason).toContain(
      'title names 1 of 2 product words',
    );
    expect(heuristicScore('Serum', image('x', { width: null, height: null })).reason).toContain(
      'size unknown',
    );
  });

  it('gives the reasons in Greek for a business', async () => {
    expect(heuristicScore('Hyaluronic Serum', packshot, 'el').reason).toBe(
      'Αυτόματη εκτίμηση: υψηλή ανάλυση (1200×1200), τετράγωνη, ο τίτλος αναφέρει το προϊόν, πηγή καταστήματος ή μάρκας (pharmacy-store.example), φωτογραφία PNG',
    );
    const low = heuristicScore('Hyaluronic Serum', banner, 'el').reason;
    expect(low).toContain('σε σχήμα banner');
    expect(low).toContain('ο τίτλος δεν αναφέρει το προϊόν');
    expect(low).toContain('γενική πηγή (beauty-blog.example)');
    expect(heuristicScore('Hyaluronic Serum', halfMatch, 'el').reason).toContain(
      'ο τίτλος αναφέρει 1 από τις 2 λέξεις του προϊόντος',
    );
    const offline = await createOfflineSearch().search('Hyaluronic Serum', 5);
    const ranked = await rankImages('Hyaluronic Serum', offline, noModel, undefined, 'el');
    expect(ranked[0]!.reason).toContain('εικόνα που σχεδίασε η πλατφόρμα');
    expect(ranked.every((r) => !/[a-z]{4,}/.test(r.reason.replace(/\(.*?\)/g, '')))).toBe(true);
  });

  it('matches product words without case or Greek accents', () => {
    const greek = image('g', { title: 'ΚΡΕΜΑ ματιων 15ml' });
    expect(heuristicScore('Κρέμα Ματιών', greek).reason).toContain('title names the product');
  });

  it('keeps the search order between equal scores and numbers ranks 1..n', async () => {
    const twins = [image('a'), image('b'), image('c')];
    const ranked = await rankImages('Serum', twins, noModel);
    expect(ranked.map((r) => r.id)).toEqual(['a', 'b', 'c']);
    expect(ranked.map((r) => r.rank)).toEqual([1, 2, 3]);
  });

  it('ranks offline illustrations too, with varied scores', async () => {
    const offline = await createOfflineSearch().search('Hyaluronic Serum', 20);
    const ranked = await rankImages('Hyaluronic Serum', offline, noModel);
    expect(ranked).toHaveLength(offline.length);
    expect(new Set(ranked.map((r) => r.score)).size).toBeGreaterThan(1);
    expect(ranked[0]!.reason).toContain('illustration drawn by the platform');
  });

  it('answers an empty list for no images, without asking the writer', async () => {
    const writer = {
      rankImages: async () => {
        throw new Error('must not be called');
      },
    };
    await expect(rankImages('Serum', [], writer)).resolves.toEqual([]);
  });
});

describe('ranking images by the model', () => {
  it("uses the writer's scores and reasons, and heuristics for images it left out", async () => {
    const writer = {
      rankImages: async () => [
        { id: 'banner', score: 91, reason: 'The model likes it' },
        { id: 'packshot', score: 40, reason: 'Looks like a different brand' },
      ],
    };
    const ranked = await rankImages('Hyaluronic Serum', [packshot, halfMatch, banner], writer);
    expect(ranked.map((r) => [r.id, r.score, r.rank])).toEqual([
      ['banner', 91, 1],
      ['half', heuristicScore('Hyaluronic Serum', halfMatch).score, 2],
      ['packshot', 40, 3],
    ]);
    expect(ranked[0]!.reason).toBe('The model likes it');
    expect(ranked[1]!.reason).toMatch(/^Not scored by the model; Heuristic: /);
  });

  it('falls back to heuristics when the writer fails', async () => {
    const writer = {
      rankImages: async () => {
        throw new Error('rate limited');
      },
    };
    const ranked = await rankImages('Hyaluronic Serum', [banner, packshot], writer, logger);
    expect(ranked.map((r) => r.id)).toEqual(['packshot', 'banner']);
    expect(ranked[0]!.reason).toMatch(/^Heuristic: /);
  });

  it('ranks through the OpenAI writer against the fake server', async () => {
    const fake = await startFakeOpenAi({
      reply: () =>
        JSON.stringify({
          images: [
            { id: 'half', score: 88, reason: 'Same product, clean shot' },
            { id: 'packshot', score: 72, reason: 'Right product, retailer photo' },
            { id: 'banner', score: 3, reason: 'A party, not the product' },
          ],
        }),
    });
    try {
      const writer = createWriter(
        { OPENAI_API_KEY: 'sk-test-key', OPENAI_BASE_URL: `${fake.url}/v1` },
        logger,
      );
      const ranked = await rankImages('Hyaluronic Serum', [packshot, banner, halfMatch], writer);
      expect(ranked.map((r) => [r.id, r.rank, r.score, r.reason])).toEqual([
        ['half', 1, 88, 'Same product, clean shot'],
        ['packshot', 2, 72, 'Right product, retailer photo'],
        ['banner', 3, 3, 'A party, not the product'],
      ]);
    } finally {
      await fake.close();
    }
  });
});
