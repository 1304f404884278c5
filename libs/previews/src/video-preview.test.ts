import { describe, expect, it } from 'vitest';
import { videoWarnings } from './video-preview.ts';

const VERTICAL = { durationSeconds: 20, width: 1080, height: 1920, hasAudio: true };

describe('a Reel’s or Story’s warnings', () => {
  it('warns of nothing for a 9:16 video with sound within the limits', () => {
    expect(videoWarnings(VERTICAL, 'reel', ['facebook', 'instagram'])).toEqual([]);
  });

  it('warns of a Reel too long for Facebook but not for Instagram, naming the limit', () => {
    const warnings = videoWarnings({ ...VERTICAL, durationSeconds: 95 }, 'reel', ['facebook', 'instagram']);
    expect(warnings).toEqual([
      { kind: 'too_long', message: 'Πολύ μεγάλο για Reel στο Facebook: 1:35, έως 1:30.' },
    ]);
  });

  it('warns of a video too short, of the wrong ratio, and of a Reel without sound', () => {
    const kinds = videoWarnings({ durationSeconds: 2, width: 1920, height: 1080, hasAudio: false }, 'reel', [
      'instagram',
    ]).map((w) => w.kind);
    expect(kinds).toEqual(['too_short', 'ratio', 'no_audio']);
    // A Story without sound is common: no warning.
    expect(videoWarnings({ ...VERTICAL, hasAudio: false }, 'story', ['instagram'])).toEqual([]);
  });
});
