import { describe, expect, it } from 'vitest';
import { phonePreviewHtml } from './phone-preview-html.ts';

const video = {
  mediaId: 1,
  url: '/uploads/v1.mp4',
  coverUrl: '/uploads/v1.jpg',
  durationSeconds: 95,
  width: 1080,
  height: 1920,
  hasAudio: false,
  altText: null,
  frameText: null,
};

describe('a Reel or Story on the approval page', () => {
  it('shows a Reel on phones with its cover, duration, safe zones and warnings', () => {
    const html = phonePreviewHtml({ format: 'reel', video, content: 'Λάμψη <σήμερα>' }, null, [
      'instagram',
      'facebook',
    ]);
    expect(html).toContain('<img src="/uploads/v1.jpg" alt="">');
    expect(html).toContain('Reel στο Instagram');
    expect(html).toContain('height:35%');
    expect(html).toContain('1:35');
    expect(html).toContain('Πολύ μεγάλο για Reel στο Facebook: 1:35, έως 1:30.');
    expect(html).toContain('Χωρίς ήχο: τα Reels συνήθως έχουν μουσική.');
    expect(html).toContain('Λάμψη &lt;σήμερα&gt;');
  });

  it('shows a Story of an image, says it disappears after 24 hours, and shows nothing for a feed post', () => {
    const html = phonePreviewHtml({ format: 'story', video: null, content: 'x' }, '/uploads/m2.jpg', [
      'instagram',
    ]);
    expect(html).toContain('/uploads/m2.jpg');
    expect(html).toContain('Η ιστορία εξαφανίζεται 24 ώρες μετά τη δημοσίευση');
    expect(phonePreviewHtml({ format: 'feed', video: null, content: 'x' }, null, ['instagram'])).toBe('');
  });
});
