import { describe, expect, it } from 'vitest';
import { instagramFit, instagramRatioFits, networkImagePath, storyFit } from './network-images.ts';

const NAME = '0f8fad5b-d9cb-469f-a165-70867728950e';

describe('how an image is fitted for Instagram', () => {
  it('keeps a square image as it is, within Instagram’s widths', () => {
    expect(instagramFit({ width: 1080, height: 1080 })).toEqual({
      canvas: { width: 1080, height: 1080 },
      image: { width: 1080, height: 1080 },
      padded: 'none',
    });
  });

  it('adds margins beside a portrait taller than 4:5, never cropping it', () => {
    const fit = instagramFit({ width: 900, height: 1200 });
    expect(fit).toEqual({
      canvas: { width: 960, height: 1200 },
      image: { width: 900, height: 1200 },
      padded: 'sides',
    });
    expect(fit.canvas.width / fit.canvas.height).toBe(0.8);
  });

  it('adds margins above and below a landscape wider than 1.91:1, scaled down to 1440 px wide', () => {
    const fit = instagramFit({ width: 3000, height: 1000 });
    expect(fit.padded).toBe('top-bottom');
    expect(fit.canvas.width).toBe(1440);
    expect(fit.image).toEqual({ width: 1440, height: 480 });
    expect(instagramRatioFits(fit.canvas)).toBe(true);
  });

  it('scales a tiny image up to Instagram’s 320 px', () => {
    expect(instagramFit({ width: 40, height: 40 }).canvas).toEqual({ width: 320, height: 320 });
  });

  it('stays within the ratios whatever the rounding', () => {
    for (let width = 100; width <= 5000; width += 97) {
      for (const height of [width / 0.79, width / 0.8, width / 1.91, width / 1.92, width, width * 3]) {
        const { canvas, image } = instagramFit({ width, height: Math.round(height) });
        expect(instagramRatioFits(canvas), `${width}×${Math.round(height)}`).toBe(true);
        expect(canvas.width).toBeGreaterThanOrEqual(320);
        expect(canvas.width).toBeLessThanOrEqual(1440);
        expect(image.width).toBeLessThanOrEqual(canvas.width);
        expect(image.height).toBeLessThanOrEqual(canvas.height);
      }
    }
  });
});

describe('how an image is fitted on a Story', () => {
  it('draws a square whole across the 1080×1920 canvas, with margins above and below', () => {
    expect(storyFit({ width: 800, height: 800 })).toEqual({
      canvas: { width: 1080, height: 1920 },
      image: { width: 1080, height: 1080 },
      padded: 'top-bottom',
    });
  });

  it('draws a tall image whole at the canvas’s height, with margins beside it', () => {
    expect(storyFit({ width: 600, height: 1600 })).toEqual({
      canvas: { width: 1080, height: 1920 },
      image: { width: 720, height: 1920 },
      padded: 'sides',
    });
  });

  it('fills the canvas with a 9:16 image of any size', () => {
    expect(storyFit({ width: 540, height: 960 }).padded).toBe('none');
    expect(storyFit({ width: 2160, height: 3840 }).image).toEqual({ width: 1080, height: 1920 });
  });
});

describe('the address of an image as a network takes it', () => {
  it('points a stored image at its variant for the network', () => {
    expect(networkImagePath(`/uploads/${NAME}.png`, 'instagram')).toBe(
      `/api/network-images/instagram/${NAME}.png`,
    );
    expect(networkImagePath(`/uploads/${NAME}.svg`, 'facebook')).toBe(
      `/api/network-images/facebook/${NAME}.svg`,
    );
  });

  it('points a Story’s image at its 9:16 variant', () => {
    expect(networkImagePath(`/uploads/${NAME}.png`, 'story')).toBe(`/api/network-images/story/${NAME}.png`);
  });

  it('leaves any other address as it is', () => {
    for (const url of [
      'https://cdn.example.com/serum.jpg',
      '/uploads/products/serum.jpg',
      `/uploads/${NAME}.png?x=1`,
      `/uploads/../${NAME}.png`,
    ]) {
      expect(networkImagePath(url, 'instagram')).toBe(url);
    }
  });
});
