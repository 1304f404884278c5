// @vitest-environment happy-dom
import type { SearchImage } from '@studio/contracts';
import { toast } from '@studio/ui';
import { fakeApi, refused, renderWithProviders, resetBrowserBetweenTests } from '@studio/web/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { ImageTestSection } from './image-test-section.tsx';

const found = (n: number, overrides: Partial<SearchImage> = {}): SearchImage => ({
  id: `r-${n}`,
  url: `https://images.example.com/${n}.jpg`,
  originalUrl: `https://shop.example.com/product/${n}`,
  description: `Filler syringe ${n}`,
  source: 'Brave Search',
  quality: 'professional',
  relevance: 'high',
  ...overrides,
});

const settings = () => ({ body: { success: true, writer: 'openai', model: 'gpt-4o', imageSearch: 'brave' } });

function openScreen() {
  return renderWithProviders(
    '/admin/image-test',
    <Route path="/admin/image-test" element={<ImageTestSection />} />,
  );
}

const search = () => fireEvent.click(screen.getByRole('button', { name: 'Search Images' }));

describe('image search test', () => {
  resetBrowserBetweenTests();
  beforeEach(() => {
    localStorage.setItem('auth_token', 'admin-token');
    toast.dismiss();
  });

  it('explains where the results come from and the limits', () => {
    fakeApi({ 'GET /api/catalog/settings': settings });
    openScreen();
    expect(
      screen.getByText(/web image search service: up to 20 images per search, 100 free searches per day/),
    ).toBeInTheDocument();
  });

  it('asks for the product name', async () => {
    const calls = fakeApi({ 'GET /api/catalog/settings': settings });
    openScreen();
    fireEvent.change(screen.getByLabelText('Product name'), { target: { value: '   ' } });
    search();
    expect(await screen.findByText('Please enter product name')).toBeInTheDocument();
    expect(calls.some((c) => c.key === 'POST /api/search-product-images')).toBe(false);
  });

  it('shows each found image with its quality, relevance, description, source and original URL', async () => {
    const calls = fakeApi({
      'GET /api/catalog/settings': settings,
      'POST /api/search-product-images': () => ({
        body: {
          success: true,
          images: [
            found(1),
            found(2, { quality: 'amateur', relevance: 'low', url: '/api/offline-images/2.svg' }),
          ],
          totalFound: 14,
          totalRanked: 2,
          searchNote: 'Ranked by gpt-4o',
        },
      }),
    });
    openScreen();
    fireEvent.change(screen.getByLabelText('Product name'), { target: { value: ' Lip filler ' } });
    search();
    const first = await screen.findByRole('listitem', { name: 'Result 1' });
    expect(calls.find((c) => c.key === 'POST /api/search-product-images')?.body).toEqual({
      productName: 'Lip filler',
      description: 'Business product: Lip filler',
    });
    expect(within(first).getByText('Professional')).toBeInTheDocument();
    expect(within(first).getByText('High relevance')).toBeInTheDocument();
    expect(within(first).getByText('Filler syringe 1')).toBeInTheDocument();
    expect(within(first).getByText('Brave Search')).toBeInTheDocument();
    const link = within(first).getByRole('link', { name: 'https://shop.example.com/product/1' });
    expect(link.getAttribute('target')).toBe('_blank');
    expect((await within(first).findByRole('img')).getAttribute('src')).toBe(
      '/api/proxy-image?url=https%3A%2F%2Fimages.example.com%2F1.jpg',
    );
    const second = screen.getByRole('listitem', { name: 'Result 2' });
    expect(within(second).getByText('Amateur')).toBeInTheDocument();
    expect(within(second).getByText('Low relevance')).toBeInTheDocument();
    expect((await within(second).findByRole('img')).getAttribute('src')).toBe('/api/offline-images/2.svg');
    expect(screen.getAllByText('Found 14 images, ranked 2.').length).toBeGreaterThan(0);
    expect(screen.getByText('Ranked by gpt-4o')).toBeInTheDocument();
  });

  it('shows a placeholder for an image that does not load', async () => {
    fakeApi({
      'GET /api/catalog/settings': settings,
      'POST /api/search-product-images': () => ({
        body: { success: true, images: [found(1)], totalFound: 1, totalRanked: 1, searchNote: '' },
      }),
    });
    openScreen();
    fireEvent.change(screen.getByLabelText('Product name'), { target: { value: 'Lip filler' } });
    fireEvent.change(screen.getByLabelText('Description (optional)'), { target: { value: 'Hyaluronic' } });
    search();
    const card = await screen.findByRole('listitem', { name: 'Result 1' });
    fireEvent.error(await within(card).findByRole('img'));
    fireEvent.error(await within(card).findByRole('img'));
    expect(within(card).getByText('Image unavailable')).toBeInTheDocument();
    // The placeholder takes the broken image's place; the rest of the card stays.
    expect(within(card).queryByRole('img')).toBeNull();
    expect(within(card).getByText('Source')).toBeInTheDocument();
  });

  it("gives the server's error, or a general one", async () => {
    let answer = refused(429, 'The daily limit of 100 image searches is spent. Try again tomorrow.');
    fakeApi({
      'GET /api/catalog/settings': settings,
      'POST /api/search-product-images': () => answer,
    });
    openScreen();
    fireEvent.change(screen.getByLabelText('Product name'), { target: { value: 'Lip filler' } });
    search();
    expect(
      (await screen.findAllByText('The daily limit of 100 image searches is spent. Try again tomorrow.'))
        .length,
    ).toBeGreaterThan(0);
    answer = { status: 502, body: 'Bad gateway' };
    search();
    await waitFor(() => {
      const inPage = screen
        .getAllByRole('alert')
        .find((a) => a.textContent?.startsWith('Failed to search images'));
      expect(inPage?.textContent).toBe('Failed to search imagesFailed to search images');
    });
  });
});
