// @vitest-environment happy-dom
import { lightTheme } from '@studio/ui';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { afterEach, describe, expect, it } from 'vitest';
import { PostPreview } from './post-preview.tsx';

const long = `Λάμψη από την πρώτη εφαρμογή με τον νέο ορό #ενυδάτωση ${'και απαλή υφή '.repeat(12)}ΤΕΛΟΣ`;

function show(network: 'facebook' | 'instagram', imageSize?: { width: number; height: number }) {
  render(
    <ThemeProvider theme={lightTheme}>
      <PostPreview network={network} pageName="Κλινική Demo" content={long} imageUrls={['/uploads/a.png']} />
    </ThemeProvider>,
  );
  const preview = screen.getByRole('article', {
    name: network === 'facebook' ? 'Προεπισκόπηση Facebook' : 'Προεπισκόπηση Instagram',
  });
  if (imageSize) {
    const img = preview.querySelector('[data-fit] > img')!;
    Object.defineProperty(img, 'naturalWidth', { value: imageSize.width });
    Object.defineProperty(img, 'naturalHeight', { value: imageSize.height });
    fireEvent.load(img);
  }
  return preview;
}

describe('post previews', () => {
  afterEach(cleanup);
  it('cuts the Instagram caption with “more”, which shows the whole', () => {
    const preview = show('instagram');
    const more = within(preview).getByRole('button', { name: 'περισσότερα' });
    expect(preview.textContent).not.toContain('ΤΕΛΟΣ');
    fireEvent.click(more);
    expect(within(preview).queryByRole('button', { name: 'περισσότερα' })).toBeNull();
    expect(preview.textContent).toContain('ΤΕΛΟΣ');
  });

  it('shows this text whole on Facebook, with the hashtag styled as a link', () => {
    const preview = show('facebook');
    expect(within(preview).queryByRole('button', { name: 'Δείτε περισσότερα' })).toBeNull();
    expect(within(preview).getByText('#ενυδάτωση').getAttribute('data-kind')).toBe('hashtag');
  });

  it('warns when the image is too small, and shows it whole with margins as Instagram gets it', () => {
    const preview = show('instagram', { width: 200, height: 600 });
    const warnings = within(preview)
      .getAllByRole('status')
      .map((w) => w.textContent);
    expect(warnings).toEqual([
      'Η εικόνα είναι μικρή για το Instagram: θα φαίνεται θολή. Προτιμήστε πλάτος τουλάχιστον 1080 px.',
      'Οι αναλογίες της εικόνας είναι εκτός των ορίων του Instagram (4:5 έως 1,91:1): θα δημοσιευτεί ολόκληρη, με θολά περιθώρια από την ίδια την εικόνα, όπως φαίνεται.',
    ]);
    const frame = preview.querySelector<HTMLElement>('[data-fit]')!;
    expect(frame.dataset.fit).toBe('contain');
    expect(frame.style.aspectRatio).toBe('480 / 600');
    // The margins: the same image, blurred, behind it.
    expect(frame.querySelectorAll('img')).toHaveLength(2);
  });

  it('warns that Facebook’s feed crops an image outside its ratios', () => {
    const preview = show('facebook', { width: 1080, height: 1920 });
    expect(within(preview).getByRole('status').textContent).toBe(
      'Οι αναλογίες της εικόνας είναι εκτός των ορίων του Facebook (4:5 έως 1,91:1): θα περικοπεί όπως φαίνεται.',
    );
    const frame = preview.querySelector<HTMLElement>('[data-fit]')!;
    expect(frame.dataset.fit).toBe('cover');
    expect(frame.style.aspectRatio).toBe('4 / 5');
  });

  it('has no warning for a Facebook image of the feed’s own size', () => {
    expect(within(show('facebook', { width: 1200, height: 630 })).queryAllByRole('status')).toEqual([]);
  });
});
