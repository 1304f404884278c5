// @vitest-environment happy-dom
import type { Product, RankedImage } from '@studio/contracts';
import { toast } from '@studio/ui';
import {
  type Answer,
  catalogueProduct,
  fakeApi,
  refused,
  renderWithProviders,
  resetBrowserBetweenTests,
} from '@studio/web/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTO_REPLACE_DELAY_MS } from '../utils/ai-images.ts';
import { ProductsSection } from './products-section.tsx';

const image = (n: number): RankedImage => ({
  id: `img-${n}`,
  url: `https://images.example.com/${n}.jpg`,
  description: `Serum bottle ${n}`,
  rank: n,
  score: 100 - n * 5,
  reason: `Reason ${n}`,
});
const images = [1, 2, 3, 4, 5].map(image);

const preview = (overrides: object = {}) => ({
  body: {
    success: true,
    description: 'A light serum with hyaluronic acid for daily hydration.',
    topImages: images.slice(0, 3),
    remainingImages: images.slice(3),
    allValidImages: images,
    totalFound: 8,
    totalValid: 5,
    ...overrides,
  },
});

const created = catalogueProduct(40, 'Hydra serum', {
  description: 'A light serum with hyaluronic acid for daily hydration.',
  imagePath: '/uploads/abc.jpg',
});

type Handlers = Parameters<typeof fakeApi>[0];

/** The first page of the list, as svc-catalog answers GET /api/products?page=1&limit=5. */
const firstPage = (products: Product[]) => ({
  body: { success: true, products, total: products.length, page: 1, limit: 5 },
});

function open(handlers: Handlers, settings = { writer: 'openai', model: 'gpt-4o', imageSearch: 'brave' }) {
  const calls = fakeApi({
    'GET /api/products': () => firstPage([]),
    'GET /api/catalog/settings': () => ({ body: { success: true, ...settings } }),
    ...handlers,
  });
  renderWithProviders('/admin/dashboard/products', <Route path="*" element={<ProductsSection />} />);
  return calls;
}

const ai = () => screen.getByRole('dialog', { name: 'AI Generate Product' });

async function generate(name = 'Hydra serum', ready = 'Reason 1') {
  fireEvent.click(await screen.findByRole('button', { name: 'AI Generate Product' }));
  fireEvent.change(within(ai()).getByLabelText('Product name'), { target: { value: name } });
  fireEvent.click(within(ai()).getByRole('button', { name: 'Generate' }));
  await within(ai()).findByText(ready);
}

const slot = (n: number) => within(ai()).getByRole('listitem', { name: `Image ${n}` });
const shownImages = () =>
  within(ai())
    .getAllByRole('listitem')
    .map((item) => within(item).queryByRole('img')?.getAttribute('alt') ?? 'none');

describe('AI Generate Product', () => {
  resetBrowserBetweenTests();
  beforeEach(() => {
    localStorage.setItem('auth_token', 'admin-token');
    // Toasts live in one store for the whole file: an earlier test's must not count.
    toast.dismiss();
  });

  it('asks for a product name first', async () => {
    const calls = open({});
    fireEvent.click(await screen.findByRole('button', { name: 'AI Generate Product' }));
    fireEvent.change(within(ai()).getByLabelText('Product name'), { target: { value: '   ' } });
    fireEvent.click(within(ai()).getByRole('button', { name: 'Generate' }));
    expect(await within(ai()).findByText('Please enter a product name')).toBeInTheDocument();
    expect(calls.some((c) => c.key === 'POST /api/ai-create-product-preview')).toBe(false);
  });

  it('previews an editable description and the top 3 images with rank, score and reason', async () => {
    const calls = open({ 'POST /api/ai-create-product-preview': () => preview() });
    await generate('  Hydra serum ');
    expect(calls.find((c) => c.key === 'POST /api/ai-create-product-preview')?.body).toEqual({
      productName: 'Hydra serum',
    });
    expect((within(ai()).getByLabelText('Description') as HTMLTextAreaElement).value).toBe(
      'A light serum with hyaluronic acid for daily hydration.',
    );
    expect(within(ai()).getByText(/8 images found, 5 usable/)).toBeInTheDocument();
    // Each image shows once its proxy address is signed.
    await waitFor(() =>
      expect(shownImages()).toEqual(['Serum bottle 1', 'Serum bottle 2', 'Serum bottle 3']),
    );
    const first = slot(1);
    expect(within(first).getByText('#1')).toBeInTheDocument();
    expect(first.textContent).toContain('Score 95/100');
    // Replace comes before the reason, right under the image, so a long reason never pushes it out of view.
    const replace = within(first).getByRole('button', { name: 'Replace image 1' });
    const reason = within(first).getByText('Reason 1');
    expect(replace.compareDocumentPosition(reason) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect((await within(first).findByRole('img')).getAttribute('src')).toBe(
      '/api/proxy-image?url=https%3A%2F%2Fimages.example.com%2F1.jpg',
    );
  });

  it('says when the preview failed', async () => {
    open({
      'POST /api/ai-create-product-preview': () => refused(429, 'The daily image search quota is spent'),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'AI Generate Product' }));
    fireEvent.change(within(ai()).getByLabelText('Product name'), { target: { value: 'Hydra serum' } });
    fireEvent.click(within(ai()).getByRole('button', { name: 'Generate' }));
    expect(await screen.findByText('Failed to generate preview')).toBeInTheDocument();
    expect(screen.getByText('The daily image search quota is spent')).toBeInTheDocument();
    // No preview: nothing to create, the name kept to try again.
    expect(within(ai()).queryByRole('list', { name: 'Ranked images' })).toBeNull();
    expect(within(ai()).getByRole('button', { name: 'Create Product' })).toBeDisabled();
    expect(within(ai()).getByLabelText('Product name')).toHaveValue('Hydra serum');
  });

  it('replaces an image with the next best, then cycles through all valid images', async () => {
    const answers: Answer[] = [
      { body: { success: true, replacementImage: images[3], remainingImages: [images[4]] } },
      { body: { success: true, replacementImage: images[4], remainingImages: [] } },
      { body: { success: true, replacementImage: images[0], remainingImages: [images[1]] } },
    ];
    const calls = open({
      'POST /api/ai-create-product-preview': () => preview(),
      'POST /api/replace-product-image': () => answers.shift() ?? refused(500, 'no more answers'),
    });
    await generate();
    const replaces = () => calls.filter((c) => c.key === 'POST /api/replace-product-image');

    fireEvent.click(within(ai()).getByRole('button', { name: 'Replace image 2' }));
    await waitFor(() =>
      expect(shownImages()).toEqual(['Serum bottle 1', 'Serum bottle 4', 'Serum bottle 3']),
    );
    expect(replaces()[0]?.body).toEqual({
      productName: 'Hydra serum',
      imageIndex: 1,
      remainingImages: [images[3], images[4]],
      allValidImages: images,
      currentImages: images.slice(0, 3),
    });

    fireEvent.click(within(ai()).getByRole('button', { name: 'Replace image 2' }));
    await waitFor(() =>
      expect(shownImages()).toEqual(['Serum bottle 1', 'Serum bottle 5', 'Serum bottle 3']),
    );

    // None remain: the server starts again from all valid images.
    fireEvent.click(within(ai()).getByRole('button', { name: 'Replace image 1' }));
    await waitFor(() => expect(replaces()).toHaveLength(3));
    expect(replaces()[2]?.body).toMatchObject({
      imageIndex: 0,
      remainingImages: [],
      allValidImages: images,
      currentImages: [images[0], images[4], images[2]],
    });
  });

  it('says when no image is left to replace with', async () => {
    open({
      'POST /api/ai-create-product-preview': () => preview(),
      'POST /api/replace-product-image': () => ({
        body: {
          success: false,
          replacementImage: null,
          remainingImages: [],
          error: 'No other image is available.',
        },
      }),
    });
    await generate();
    fireEvent.click(within(ai()).getByRole('button', { name: 'Replace image 3' }));
    expect(await screen.findByText('Failed to replace image')).toBeInTheDocument();
    expect(screen.getByText('No other image is available.')).toBeInTheDocument();
    await waitFor(() => expect(shownImages()[2]).toBe('Serum bottle 3'));
  });

  it('replaces a broken image by itself after a second, never offering a broken one again', async () => {
    const calls = open({
      'POST /api/ai-create-product-preview': () => preview(),
      'POST /api/replace-product-image': () => ({
        body: { success: true, replacementImage: images[3], remainingImages: [images[4]] },
      }),
    });
    await generate();
    const broken = await within(slot(3)).findByRole('img');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.error(broken); // through the proxy
    fireEvent.error(within(slot(3)).getByRole('img')); // and from its own address
    expect(within(slot(3)).getByText('Replacing broken image…')).toBeInTheDocument();

    const replaces = () => calls.filter((c) => c.key === 'POST /api/replace-product-image');
    act(() => vi.advanceTimersByTime(AUTO_REPLACE_DELAY_MS - 1));
    expect(replaces()).toHaveLength(0);
    act(() => vi.advanceTimersByTime(1));
    vi.useRealTimers();
    expect(await screen.findByText('Auto-replacing broken image')).toBeInTheDocument();
    await waitFor(() => expect(replaces()).toHaveLength(1));
    expect(replaces()[0]?.body).toMatchObject({
      imageIndex: 2,
      remainingImages: [images[3], images[4]],
      allValidImages: [images[0], images[1], images[3], images[4]],
    });
    await waitFor(() => expect(shownImages()[2]).toBe('Serum bottle 4'));
  });

  it('leaves a broken image in place when there is no spare', async () => {
    const calls = open({
      'POST /api/ai-create-product-preview': () =>
        preview({ remainingImages: [], allValidImages: images.slice(0, 3), totalValid: 3 }),
    });
    await generate();
    const broken = await within(slot(2)).findByRole('img');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.error(broken);
    fireEvent.error(within(slot(2)).getByRole('img'));
    expect(within(slot(2)).getByText('Image unavailable')).toBeInTheDocument();
    expect(vi.getTimerCount()).toBe(0); // no replacement is waiting to be asked for
    vi.useRealTimers();
    expect(calls.some((c) => c.key === 'POST /api/replace-product-image')).toBe(false);
    expect(screen.queryByText('Auto-replacing broken image')).toBeNull();
  });

  it('downloads the first image, creates the product as active and refreshes the list', async () => {
    let products: Product[] = [];
    const calls = open({
      'GET /api/products': () => firstPage(products),
      'POST /api/ai-create-product-preview': () => preview(),
      'POST /api/save-product-images': () => ({
        body: {
          success: true,
          downloadedImages: [{ imagePath: '/uploads/abc.jpg', originalUrl: images[0]?.url }],
        },
      }),
      'POST /api/products': () => {
        products = [created];
        return {
          status: 201,
          body: { success: true, product: created, message: 'Product created successfully' },
        };
      },
    });
    await generate();
    fireEvent.change(within(ai()).getByLabelText('Description'), {
      target: { value: 'Edited: a light serum for daily hydration.' },
    });
    fireEvent.click(within(ai()).getByRole('button', { name: 'Create Product' }));

    expect(await screen.findByRole('row', { name: /Hydra serum/ })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((c) => c.key === 'POST /api/save-product-images')?.body).toEqual({
      productName: 'Hydra serum',
      description: 'Edited: a light serum for daily hydration.',
      selectedImages: [{ url: images[0]?.url }],
    });
    const post = vi
      .mocked(fetch)
      .mock.calls.find(([path, init]) => path === '/api/products' && init?.method === 'POST');
    const form = post?.[1]?.body as FormData;
    expect(form.get('name')).toBe('Hydra serum');
    expect(form.get('description')).toBe('Edited: a light serum for daily hydration.');
    expect(form.get('status')).toBe('active');
    expect(form.get('imageUrl')).toBe('/uploads/abc.jpg');
    expect(form.get('image')).toBeNull();
  });

  it('creates the product under the name as corrected after Generate', async () => {
    const calls = open({
      'POST /api/ai-create-product-preview': () => preview(),
      'POST /api/save-product-images': () => ({
        body: { success: true, downloadedImages: [{ imagePath: '/uploads/abc.jpg', originalUrl: '' }] },
      }),
      'POST /api/products': () => ({
        status: 201,
        body: { success: true, product: { ...created, name: 'Hydra Serum 30 ml' }, message: 'ok' },
      }),
    });
    await generate('Hydra serm');
    fireEvent.change(within(ai()).getByLabelText('Product name'), { target: { value: 'Hydra Serum 30 ml' } });
    fireEvent.click(within(ai()).getByRole('button', { name: 'Create Product' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((c) => c.key === 'POST /api/save-product-images')?.body).toMatchObject({
      productName: 'Hydra Serum 30 ml',
    });
    const post = vi
      .mocked(fetch)
      .mock.calls.find(([path, init]) => path === '/api/products' && init?.method === 'POST');
    const form = post?.[1]?.body as FormData | undefined;
    expect(form?.get('name')).toBe('Hydra Serum 30 ml');
  });

  it('says when the image could not be downloaded or saved, or the product not created', async () => {
    const saves: Answer[] = [
      refused(502, 'Failed to download image https://images.example.com/1.jpg: timed out'),
      { body: { success: true, downloadedImages: [] } },
      { body: { success: true, downloadedImages: [{ imagePath: '/uploads/abc.jpg', originalUrl: 'x' }] } },
    ];
    open({
      'POST /api/ai-create-product-preview': () => preview(),
      'POST /api/save-product-images': () => saves.shift() ?? refused(500, 'no more answers'),
      'POST /api/products': () => refused(400, 'Description must be at least 10 characters.'),
    });
    await generate();
    const create = () => fireEvent.click(within(ai()).getByRole('button', { name: 'Create Product' }));
    create();
    expect(await screen.findByText('Failed to download image')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(ai()).getByRole('button', { name: 'Create Product' })).toHaveProperty('disabled', false),
    );
    create();
    expect(await screen.findByText('Failed to save image')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(ai()).getByRole('button', { name: 'Create Product' })).toHaveProperty('disabled', false),
    );
    create();
    expect(await screen.findByText('Failed to create product')).toBeInTheDocument();
    expect(screen.getByText('Description must be at least 10 characters.')).toBeInTheDocument();
    expect(ai()).toBeInTheDocument();
  });

  it('needs at least one image to create the product', async () => {
    const calls = open({
      'POST /api/ai-create-product-preview': () =>
        preview({ topImages: [], remainingImages: [], allValidImages: [], totalValid: 0 }),
    });
    await generate('Hydra serum', 'No usable images were found');
    fireEvent.click(within(ai()).getByRole('button', { name: 'Create Product' }));
    expect(await screen.findByText('At least one image is required')).toBeInTheDocument();
    expect(calls.some((c) => c.key === 'POST /api/save-product-images')).toBe(false);
  });

  it('forgets everything when closed', async () => {
    open({ 'POST /api/ai-create-product-preview': () => preview() });
    await generate();
    fireEvent.click(within(ai()).getByRole('button', { name: 'Cancel' }));
    fireEvent.click(screen.getByRole('button', { name: 'AI Generate Product' }));
    expect((within(ai()).getByLabelText('Product name') as HTMLInputElement).value).toBe('');
    expect(within(ai()).queryByText('Reason 1')).toBeNull();
  });

  it('says when the offline writer and image source answer', async () => {
    open({}, { writer: 'offline', model: null, imageSearch: 'offline' } as never);
    fireEvent.click(await screen.findByRole('button', { name: 'AI Generate Product' }));
    expect(
      await within(ai()).findByText('Offline writer: set OPENAI_API_KEY for AI-written descriptions'),
    ).toBeInTheDocument();
    expect(
      within(ai()).getByText('Offline images: no image search service is configured'),
    ).toBeInTheDocument();
  });
});
