// @vitest-environment happy-dom
import type { AccountProduct, RankedImage } from '@studio/contracts';
import { toast } from '@studio/ui';
import {
  catalogueProduct,
  fakeApi,
  landing,
  refused,
  renderWithProviders,
  resetBrowserBetweenTests,
} from '@studio/web/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { EMPTY_SHEET } from '../../../testing/fact-sheet.ts';
import { ProductsScreen } from './products-screen.tsx';

const accountProduct = (overrides: Partial<AccountProduct> = {}): AccountProduct => ({
  id: 1,
  originalProductId: 10,
  originalName: 'Botox 50u',
  customName: null,
  originalDescription: 'Botulinum toxin for wrinkles and lines.',
  customDescription: null,
  originalImagePath: '/uploads/botox.jpg',
  customImagePath: null,
  categoryId: 2,
  categoryName: 'Ενέσιμα',
  status: 'active',
  factSheet: EMPTY_SHEET,
  factSheetEdited: false,
  createdAt: '2025-06-01T10:00:00.000Z',
  ...overrides,
});

const catalogProduct = (id: number, name: string) => catalogueProduct(id, name, { categoryName: 'Κρέμες' });

const image = (n: number): RankedImage => ({
  id: `img-${n}`,
  url: `https://images.example.com/${n}.jpg`,
  description: `Serum ${n}`,
  rank: n,
  score: 100 - n * 5,
  reason: `Λόγος ${n}`,
});
const images = [1, 2, 3, 4, 5].map(image);
const preview = {
  success: true,
  description: 'Ένας ελαφρύς ορός υαλουρονικού για καθημερινή ενυδάτωση.',
  topImages: images.slice(0, 3),
  remainingImages: images.slice(3),
  allValidImages: images,
  totalFound: 8,
  totalValid: 5,
};

type Handlers = Parameters<typeof fakeApi>[0];

function openProducts(products: AccountProduct[], handlers: Handlers = {}, url = '/portal/products') {
  const calls = fakeApi({
    'GET /api/v2/account-products': () => ({ body: { success: true, products } }),
    'GET /api/catalog/settings': () => ({
      body: { success: true, writer: 'offline', model: null, imageSearch: 'offline' },
    }),
    'POST /api/ai-create-product-preview/check': () => ({
      body: { success: true, refused: false, message: null, fields: [] },
    }),
    ...handlers,
  });
  renderWithProviders(
    url,
    <>
      <Route path="/:prefix/products" element={<ProductsScreen />} />
      {landing('/business/platforms')}
      {landing('/business/settings')}
    </>,
  );
  return calls;
}

const dialog = (name: RegExp | string) => screen.getByRole('dialog', { name });
const aiDialog = () => dialog('Δημιουργία προϊόντος με τεχνητή νοημοσύνη');

async function openAi() {
  fireEvent.click(await screen.findByRole('button', { name: 'Νέο προϊόν με AI' }));
  return aiDialog();
}

async function generate(name = 'Ορός υαλουρονικού') {
  const ai = await openAi();
  fireEvent.change(within(ai).getByLabelText('Όνομα προϊόντος'), { target: { value: name } });
  fireEvent.submit(within(ai).getByLabelText('Όνομα προϊόντος'));
  await within(aiDialog()).findByText('Λόγος 1');
}

const tiles = () => within(aiDialog()).getAllByRole('button', { name: /^Εικόνα #/ });
const pressed = () =>
  tiles()
    .filter((tile) => tile.getAttribute('aria-pressed') === 'true')
    .map((tile) => tile.getAttribute('aria-label'));

describe('products step', () => {
  resetBrowserBetweenTests();
  beforeEach(() => localStorage.setItem('business_token', 'business-token'));

  it('shows a card per product with its displayed name, category, counter and resolved image', async () => {
    openProducts([
      accountProduct(),
      accountProduct({
        id: 2,
        customName: 'Δικό μου όνομα',
        originalImagePath: 'https://cdn.example.com/x.jpg',
      }),
    ]);
    const card = await screen.findByRole('article', { name: 'Botox 50u' });
    expect(within(card).getByText('Ενέσιμα')).toBeInTheDocument();
    expect(within(card).getByText('Botulinum toxin for wrinkles and lines.')).toBeInTheDocument();
    expect(within(card).getByRole('img').getAttribute('src')).toBe(
      `${window.location.origin}/uploads/botox.jpg`,
    );
    expect(within(card).getByRole('button', { name: 'Προεπισκόπηση' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Αφαίρεση' })).toBeInTheDocument();
    const custom = screen.getByRole('article', { name: 'Δικό μου όνομα' });
    expect(within(custom).getByRole('img').getAttribute('src')).toBe('https://cdn.example.com/x.jpg');
    expect(screen.getByText('Επιλεγμένα προϊόντα: 2')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Προηγούμενο/ }).getAttribute('href')).toBe('/business/settings');
  });

  it('blocks Continue with the warning of the specification when there is no product', async () => {
    const warning = vi.spyOn(toast, 'warning');
    openProducts([]);
    await screen.findByText('Επιλεγμένα προϊόντα: 0');
    fireEvent.click(screen.getByRole('button', { name: /Συνέχεια/ }));
    expect(warning).toHaveBeenCalledWith('Παρακαλώ επιλέξτε τουλάχιστον ένα προϊόν πριν συνεχίσετε.');
    expect(screen.getByTestId('location').textContent).toBe('/portal/products');
  });

  it('continues to /business/platforms with a product, once the list has come', async () => {
    const warning = vi.spyOn(toast, 'warning');
    openProducts([accountProduct()]);
    // While the list loads, Continue waits: it neither warns of no product nor moves on.
    expect(screen.getByRole('button', { name: /Συνέχεια/ })).toBeDisabled();
    await screen.findByRole('article', { name: 'Botox 50u' });
    expect(warning).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: /Συνέχεια/ }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/business/platforms'));
  });

  it('removes a product and shows the error message when removal fails', async () => {
    const error = vi.spyOn(toast, 'error');
    const calls = openProducts([accountProduct()], {
      'DELETE /api/v2/account-products/1': () => refused(404, 'Product not found'),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Αφαίρεση' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('Σφάλμα', { description: 'Product not found' }));
    expect(calls.some((call) => call.key === 'DELETE /api/v2/account-products/1')).toBe(true);
  });

  it('adds a catalogue product and refreshes the list', async () => {
    let products: AccountProduct[] = [];
    const calls = fakeApi({
      'GET /api/v2/account-products': () => ({ body: { success: true, products } }),
      'GET /api/products': () => ({
        body: {
          success: true,
          products: [catalogProduct(10, 'Botox 50u'), catalogProduct(11, 'Filler')],
          total: 2,
          page: 1,
          limit: 10,
        },
      }),
      'POST /api/v2/account-products': ({ body }) => {
        products = [accountProduct()];
        return { status: 201, body: { success: true, product: products[0], message: 'Added', echo: body } };
      },
    });
    renderWithProviders('/portal/products', <Route path="/:prefix/products" element={<ProductsScreen />} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Προσθήκη από τον κατάλογο' }));
    const catalog = dialog('Κατάλογος προϊόντων');
    fireEvent.click(await within(catalog).findByRole('button', { name: 'Προσθήκη: Botox 50u' }));
    await screen.findByRole('article', { name: 'Botox 50u' });
    expect(calls.find((call) => call.key === 'POST /api/v2/account-products')?.body).toEqual({
      originalProductId: 10,
    });
    expect(await within(catalog).findByRole('button', { name: 'Προστέθηκε: Botox 50u' })).toBeInTheDocument();
  });

  it('pages the catalogue by name on the server and searches it, never reading it whole', async () => {
    const catalogue = Array.from({ length: 23 }, (_, i) =>
      catalogProduct(100 + i, `Προϊόν ${String(i + 1).padStart(2, '0')}`),
    );
    const queries: URLSearchParams[] = [];
    fakeApi({
      'GET /api/v2/account-products': () => ({ body: { success: true, products: [] } }),
      'GET /api/products': ({ url }) => {
        queries.push(url.searchParams);
        const page = Number(url.searchParams.get('page'));
        const limit = Number(url.searchParams.get('limit'));
        const search = url.searchParams.get('search') ?? '';
        const matching = catalogue.filter((p) => p.name.includes(search));
        return {
          body: {
            success: true,
            products: matching.slice((page - 1) * limit, page * limit),
            total: matching.length,
            page,
            limit,
          },
        };
      },
    });
    renderWithProviders('/portal/products', <Route path="/:prefix/products" element={<ProductsScreen />} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Προσθήκη από τον κατάλογο' }));
    const catalog = dialog('Κατάλογος προϊόντων');
    await within(catalog).findByRole('listitem', { name: 'Προϊόν 01' });
    expect(within(catalog).getAllByRole('listitem')).toHaveLength(10);
    expect(within(catalog).getByText('Σελίδα 1 από 3')).toBeInTheDocument();
    expect(Object.fromEntries(queries[0] ?? [])).toEqual({ page: '1', limit: '10', search: '', sort: 'a-z' });

    const pages = within(catalog).getByRole('navigation', { name: 'Σελίδες του καταλόγου' });
    fireEvent.click(within(pages).getByRole('button', { name: 'Επόμενη' }));
    fireEvent.click(within(pages).getByRole('button', { name: 'Επόμενη' }));
    await within(catalog).findByRole('listitem', { name: 'Προϊόν 23' });
    expect(within(catalog).getAllByRole('listitem')).toHaveLength(3);
    expect((within(pages).getByRole('button', { name: 'Επόμενη' }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.change(within(catalog).getByLabelText('Αναζήτηση στον κατάλογο'), {
      target: { value: ' Προϊόν 1 ' },
    });
    await within(catalog).findByRole('listitem', { name: 'Προϊόν 10' });
    expect(queries.at(-1)?.get('page')).toBe('1');
    expect(
      within(catalog)
        .getAllByRole('listitem')
        .map((item) => item.getAttribute('aria-label')),
    ).toEqual([
      'Προϊόν 10',
      'Προϊόν 11',
      'Προϊόν 12',
      'Προϊόν 13',
      'Προϊόν 14',
      'Προϊόν 15',
      'Προϊόν 16',
      'Προϊόν 17',
      'Προϊόν 18',
      'Προϊόν 19',
    ]);
    fireEvent.change(within(catalog).getByLabelText('Αναζήτηση στον κατάλογο'), {
      target: { value: 'Λέιζερ' },
    });
    expect(
      await within(catalog).findByText('Κανένα προϊόν του καταλόγου δεν ταιριάζει με την αναζήτηση.'),
    ).toBeInTheDocument();
    expect(queries.every((q) => q.get('page') !== null)).toBe(true);
  });
});

describe('AI creation dialog', () => {
  resetBrowserBetweenTests();
  beforeEach(() => localStorage.setItem('business_token', 'business-token'));

  it('asks for a name before generating', async () => {
    const error = vi.spyOn(toast, 'error');
    const calls = openProducts([]);
    const ai = await openAi();
    fireEvent.change(within(ai).getByLabelText('Όνομα προϊόντος'), { target: { value: '   ' } });
    fireEvent.click(within(ai).getByRole('button', { name: 'Παραγωγή περιεχομένου' }));
    expect(error).toHaveBeenCalledWith('Σφάλμα', { description: 'Παρακαλώ εισάγετε όνομα προϊόντος' });
    expect(calls.some((call) => call.key === 'POST /api/ai-create-product-preview')).toBe(false);
  });

  it('says as a blocked name is typed that it is refused, and writes nothing for it', async () => {
    const message =
      'Δεν μπορεί να αποθηκευτεί: Όνομα προϊόντος: «Botox» (Φάρμακο μόνο με ιατρική συνταγή). Απαγορεύεται η διαφήμιση.';
    const calls = openProducts([], {
      'POST /api/ai-create-product-preview/check': ({ body }) => ({
        body: /botox/i.test((body as { productName: string }).productName)
          ? { success: true, refused: true, message, fields: ['productName'] }
          : { success: true, refused: false, message: null, fields: [] },
      }),
      'POST /api/ai-create-product-preview': () => ({ body: preview }),
    });
    const ai = await openAi();
    const name = within(ai).getByLabelText('Όνομα προϊόντος');
    fireEvent.change(name, { target: { value: 'Botox Allergan 100' } });
    const alert = await within(ai).findByRole('alert');
    expect(alert).toHaveTextContent('Αυτό το όνομα δεν μπορεί να χρησιμοποιηθεί');
    expect(alert).toHaveTextContent('«Botox» (Φάρμακο μόνο με ιατρική συνταγή)');
    expect(within(ai).getByRole('button', { name: 'Παραγωγή περιεχομένου' })).toBeDisabled();
    fireEvent.submit(name);
    // Another name: the verdict goes, and the writer may write.
    fireEvent.change(name, { target: { value: 'Ορός υαλουρονικού' } });
    await waitFor(() => expect(within(ai).queryByRole('alert')).toBeNull());
    // Sent at once, before the pause: the save's verdict is asked first all the same.
    fireEvent.change(name, { target: { value: 'Botox 50' } });
    fireEvent.submit(name);
    expect(await within(ai).findByRole('alert')).toHaveTextContent('«Botox»');
    expect(calls.some((call) => call.key === 'POST /api/ai-create-product-preview')).toBe(false);
    expect(within(ai).queryByLabelText('Περιγραφή')).toBeNull();
  });

  it('says in Greek when the offline writer and images answer', async () => {
    openProducts([]);
    const ai = await openAi();
    expect(await within(ai).findByRole('note')).toBeInTheDocument();
    expect(within(ai).getByText(/δεν έχει ρυθμιστεί υπηρεσία αναζήτησης εικόνων/)).toBeInTheDocument();
  });

  it('preselects the top 3, toggles images, shows more and only the top 3, and counts', async () => {
    const calls = openProducts([], { 'POST /api/ai-create-product-preview': () => ({ body: preview }) });
    await generate();
    expect(calls.find((call) => call.key === 'POST /api/ai-create-product-preview')?.body).toEqual({
      productName: 'Ορός υαλουρονικού',
    });
    const ai = aiDialog();
    expect((within(ai).getByLabelText('Περιγραφή') as HTMLTextAreaElement).value).toBe(preview.description);
    expect(tiles()).toHaveLength(3);
    expect(pressed()).toEqual(['Εικόνα #1', 'Εικόνα #2', 'Εικόνα #3']);
    expect(within(ai).getByText('Επιλεγμένες εικόνες: 3 από 5')).toBeInTheDocument();
    expect(within(ai).getByRole('button', { name: 'Δημιουργία προϊόντος (3 εικόνες)' })).toBeInTheDocument();

    fireEvent.click(within(ai).getByRole('button', { name: 'Εικόνα #2' }));
    expect(pressed()).toEqual(['Εικόνα #1', 'Εικόνα #3']);
    expect(within(ai).getByText('Επιλεγμένες εικόνες: 2 από 5')).toBeInTheDocument();

    fireEvent.click(within(ai).getByRole('button', { name: 'Εμφάνιση περισσότερων (2)' }));
    expect(tiles()).toHaveLength(5);
    fireEvent.click(within(ai).getByRole('button', { name: 'Εικόνα #5' }));
    expect(pressed()).toEqual(['Εικόνα #1', 'Εικόνα #3', 'Εικόνα #5']);
    expect(within(ai).getByText('Λόγος 5')).toBeInTheDocument();

    fireEvent.click(within(ai).getByRole('button', { name: 'Μόνο οι 3 καλύτερες' }));
    expect(tiles()).toHaveLength(3);
    expect(within(ai).getByRole('button', { name: 'Δημιουργία προϊόντος (3 εικόνες)' })).toBeInTheDocument();
  });

  it('forgets everything when closed', async () => {
    openProducts([], { 'POST /api/ai-create-product-preview': () => ({ body: preview }) });
    await generate();
    fireEvent.click(within(aiDialog()).getByRole('button', { name: 'Ακύρωση' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const ai = await openAi();
    expect((within(ai).getByLabelText('Όνομα προϊόντος') as HTMLInputElement).value).toBe('');
    expect(within(ai).queryByLabelText('Περιγραφή')).toBeNull();
    expect(within(ai).queryAllByRole('button', { name: /^Εικόνα #/ })).toHaveLength(0);
  });

  it('asks for an image before saving', async () => {
    const error = vi.spyOn(toast, 'error');
    const calls = openProducts([], { 'POST /api/ai-create-product-preview': () => ({ body: preview }) });
    await generate();
    for (const name of ['Εικόνα #1', 'Εικόνα #2', 'Εικόνα #3']) {
      fireEvent.click(within(aiDialog()).getByRole('button', { name }));
    }
    fireEvent.click(within(aiDialog()).getByRole('button', { name: 'Δημιουργία προϊόντος (0 εικόνες)' }));
    expect(error).toHaveBeenCalledWith('Σφάλμα', { description: 'Παρακαλώ επιλέξτε τουλάχιστον μια εικόνα' });
    expect(calls.some((call) => call.key === 'POST /api/save-product-images')).toBe(false);
  });

  it('shows the server message, or the fallback, when generation fails', async () => {
    const error = vi.spyOn(toast, 'error');
    openProducts([], {
      'POST /api/ai-create-product-preview': () => refused(400, 'Το όνομα είναι πολύ μεγάλο'),
    });
    const ai = await openAi();
    fireEvent.change(within(ai).getByLabelText('Όνομα προϊόντος'), { target: { value: 'X' } });
    fireEvent.click(within(ai).getByRole('button', { name: 'Παραγωγή περιεχομένου' }));
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith('Σφάλμα', { description: 'Το όνομα είναι πολύ μεγάλο' }),
    );
  });

  it('saves the chosen images, creates the product, closes and refreshes the list', async () => {
    let products: AccountProduct[] = [];
    const calls = openProducts([], {
      'GET /api/v2/account-products': () => ({ body: { success: true, products } }),
      'POST /api/ai-create-product-preview': () => ({ body: preview }),
      'POST /api/save-product-images': () => ({
        body: {
          success: true,
          downloadedImages: [
            { imagePath: '/uploads/a.jpg', originalUrl: images[0]?.url },
            { imagePath: '/uploads/c.jpg', originalUrl: images[2]?.url },
          ],
        },
      }),
      'POST /api/v2/account-products/ai': () => {
        products = [accountProduct({ id: 9, originalName: 'Ορός υαλουρονικού' })];
        return { status: 201, body: { success: true, product: products[0], message: 'Created' } };
      },
    });
    await generate();
    fireEvent.click(within(aiDialog()).getByRole('button', { name: 'Εικόνα #2' }));
    fireEvent.change(within(aiDialog()).getByLabelText('Περιγραφή'), {
      target: { value: 'Νέα περιγραφή προϊόντος.' },
    });
    fireEvent.click(within(aiDialog()).getByRole('button', { name: 'Δημιουργία προϊόντος (2 εικόνες)' }));
    await screen.findByRole('article', { name: 'Ορός υαλουρονικού' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.find((call) => call.key === 'POST /api/save-product-images')?.body).toEqual({
      productName: 'Ορός υαλουρονικού',
      description: 'Νέα περιγραφή προϊόντος.',
      selectedImages: [
        { url: images[0]?.url, description: 'Serum 1' },
        { url: images[2]?.url, description: 'Serum 3' },
      ],
    });
    expect(calls.find((call) => call.key === 'POST /api/v2/account-products/ai')?.body).toEqual({
      name: 'Ορός υαλουρονικού',
      description: 'Νέα περιγραφή προϊόντος.',
      imagePaths: ['/uploads/a.jpg', '/uploads/c.jpg'],
    });
  });

  it("says 'Αποτυχία αποθήκευσης προϊόντος' when saving fails and keeps the dialog", async () => {
    const error = vi.spyOn(toast, 'error');
    openProducts([], {
      'POST /api/ai-create-product-preview': () => ({ body: preview }),
      'POST /api/save-product-images': () => refused(502, 'download failed'),
    });
    await generate();
    fireEvent.click(within(aiDialog()).getByRole('button', { name: 'Δημιουργία προϊόντος (3 εικόνες)' }));
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith('Σφάλμα', { description: 'Αποτυχία αποθήκευσης προϊόντος' }),
    );
    expect(aiDialog()).toBeInTheDocument();
  });
});

describe('product preview dialog', () => {
  resetBrowserBetweenTests();
  beforeEach(() => localStorage.setItem('business_token', 'business-token'));

  it('shows images and details, edits name and description, deletes an image', async () => {
    let product = accountProduct();
    let productImages = [
      { id: 5, imagePath: '/uploads/one.jpg' },
      { id: 6, imagePath: '/uploads/two.jpg' },
    ];
    const calls = openProducts([], {
      'GET /api/v2/account-products': () => ({ body: { success: true, products: [product] } }),
      'GET /api/v2/account-products/1/images': () => ({ body: { success: true, images: productImages } }),
      'DELETE /api/v2/account-products/1/images/5': () => {
        productImages = productImages.filter((i) => i.id !== 5);
        return { status: 204 };
      },
      'PATCH /api/v2/account-products/1': ({ body }) => {
        const changes = body as { customName: string; customDescription: string };
        product = { ...product, ...changes };
        return { body: { success: true, product, message: 'Updated' } };
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Προεπισκόπηση' }));
    const details = dialog('Botox 50u');
    await within(details).findByAltText('Botox 50u 2');
    expect(within(details).getAllByRole('img')).toHaveLength(2);
    expect(within(details).getByText('Ενέσιμα')).toBeInTheDocument();
    fireEvent.click(within(details).getByRole('button', { name: 'Επεξεργασία' }));
    expect(within(details).getByLabelText('Προσθήκη εικόνας').getAttribute('accept')).toBe('image/*');
    fireEvent.click(within(details).getByRole('button', { name: 'Διαγραφή εικόνας 1' }));
    await waitFor(() => expect(within(details).getAllByRole('img')).toHaveLength(1));
    fireEvent.change(within(details).getByLabelText('Όνομα προϊόντος'), { target: { value: 'Botox Plus' } });
    fireEvent.change(within(details).getByLabelText('Περιγραφή'), {
      target: { value: 'Νέα περιγραφή για το προϊόν.' },
    });
    fireEvent.click(within(details).getByRole('button', { name: 'Αποθήκευση' }));
    const updated = await screen.findByRole('dialog', { name: 'Botox Plus' });
    expect(within(updated).getByText('Νέα περιγραφή για το προϊόν.')).toBeInTheDocument();
    expect(within(updated).queryByLabelText('Όνομα προϊόντος')).toBeNull();
    expect(calls.find((call) => call.key === 'PATCH /api/v2/account-products/1')?.body).toEqual({
      customName: 'Botox Plus',
      customDescription: 'Νέα περιγραφή για το προϊόν.',
    });
    expect(calls.some((call) => call.key === 'DELETE /api/v2/account-products/1/images/5')).toBe(true);
  });

  it('opens straight in edit mode from the card’s «Επεξεργασία»', async () => {
    const product = accountProduct();
    openProducts([], {
      'GET /api/v2/account-products': () => ({ body: { success: true, products: [product] } }),
      'GET /api/v2/account-products/1/images': () => ({ body: { success: true, images: [] } }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Επεξεργασία: Botox 50u' }));
    const details = dialog('Botox 50u');
    expect((within(details).getByLabelText('Όνομα προϊόντος') as HTMLInputElement).value).toBe('Botox 50u');
    expect(within(details).getByLabelText('Προσθήκη εικόνας')).toBeInTheDocument();
  });

  it('shows the product’s fact sheet and saves the business’s corrections of it', async () => {
    let product = accountProduct();
    const calls = openProducts([], {
      'GET /api/v2/account-products': () => ({ body: { success: true, products: [product] } }),
      'GET /api/v2/account-products/1/images': () => ({ body: { success: true, images: [] } }),
      'PATCH /api/v2/account-products/1': ({ body }) => {
        const { factSheet } = body as { factSheet: AccountProduct['factSheet'] };
        product = { ...product, factSheet, factSheetEdited: true };
        return { body: { success: true, product, message: 'Updated' } };
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Προεπισκόπηση' }));
    const details = dialog('Botox 50u');
    const sheet = within(details).getByRole('region', { name: 'Δελτίο στοιχείων' });
    expect(within(sheet).getByText('Προϊόν περιποίησης')).toBeInTheDocument();
    expect(within(sheet).getByText(/Διαβάστηκε από το όνομα/)).toBeInTheDocument();
    fireEvent.click(within(details).getByRole('button', { name: 'Επεξεργασία' }));
    // What a visit examines and what one leaves with are a consultation's only.
    expect(within(details).queryByLabelText('Τι περιλαμβάνει η επίσκεψη')).toBeNull();
    fireEvent.change(within(details).getByLabelText('Είδος'), { target: { value: 'consultation' } });
    fireEvent.click(within(details).getByLabelText('χείλη'));
    fireEvent.change(within(details).getByLabelText('Τι περιλαμβάνει η επίσκεψη'), {
      target: { value: 'ιστορικό, τριχοσκόπηση' },
    });
    fireEvent.change(within(details).getByLabelText('Με τι φεύγει ο επισκέπτης'), {
      target: { value: 'ένα γραπτό πρόγραμμα φροντίδας' },
    });
    fireEvent.click(within(details).getByRole('button', { name: 'Αποθήκευση' }));
    await waitFor(() =>
      expect(calls.find((call) => call.key === 'PATCH /api/v2/account-products/1')?.body).toMatchObject({
        factSheet: {
          ...EMPTY_SHEET,
          kind: 'consultation',
          areas: ['lips'],
          examines: 'ιστορικό, τριχοσκόπηση',
          leavesWith: 'ένα γραπτό πρόγραμμα φροντίδας',
        },
      }),
    );
    const saved = within(await screen.findByRole('dialog', { name: 'Botox 50u' })).getByRole('region', {
      name: 'Δελτίο στοιχείων',
    });
    expect(await within(saved).findByText('Εκτίμηση ή συμβουλευτική')).toBeInTheDocument();
    expect(within(saved).getByText('ένα γραπτό πρόγραμμα φροντίδας')).toBeInTheDocument();
    expect(within(saved).getByText('Διορθωμένο από εσάς.', { exact: false })).toBeInTheDocument();
  });

  it('uploads an image of any type and keeps the catalogue image (id 0) undeletable', async () => {
    let productImages = [{ id: 0, imagePath: '/uploads/botox.jpg' }];
    const calls = openProducts([accountProduct()], {
      'GET /api/v2/account-products/1/images': () => ({ body: { success: true, images: productImages } }),
      'POST /api/v2/account-products/1/images': () => {
        productImages = [...productImages, { id: 8, imagePath: '/uploads/new.webp' }];
        return { status: 201, body: { success: true, image: productImages[1] } };
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Προεπισκόπηση' }));
    const details = dialog('Botox 50u');
    await within(details).findByAltText('Botox 50u 1');
    fireEvent.click(within(details).getByRole('button', { name: 'Επεξεργασία' }));
    expect(within(details).queryByRole('button', { name: 'Διαγραφή εικόνας 1' })).toBeNull();
    const file = new File(['x'], 'photo.webp', { type: 'image/webp' });
    fireEvent.change(within(details).getByLabelText('Προσθήκη εικόνας'), { target: { files: [file] } });
    await within(details).findByAltText('Botox 50u 2');
    expect(within(details).getByRole('button', { name: 'Διαγραφή εικόνας 2' })).toBeInTheDocument();
    // The chosen file is uploaded by Save, with the texts.
    expect(calls.some((call) => call.key === 'POST /api/v2/account-products/1/images')).toBe(false);
    fireEvent.click(within(details).getByRole('button', { name: 'Αποθήκευση' }));
    await waitFor(() =>
      expect(calls.some((call) => call.key === 'POST /api/v2/account-products/1/images')).toBe(true),
    );
  });

  it('refuses a non-image and a 6 MB photo in Greek when chosen, not on Save', async () => {
    const error = vi.spyOn(toast, 'error');
    openProducts([accountProduct()], {
      'GET /api/v2/account-products/1/images': () => ({
        body: { success: true, images: [{ id: 0, imagePath: '/uploads/botox.jpg' }] },
      }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Προεπισκόπηση' }));
    const details = dialog('Botox 50u');
    await within(details).findByAltText('Botox 50u 1');
    fireEvent.click(within(details).getByRole('button', { name: 'Επεξεργασία' }));
    const input = within(details).getByLabelText('Προσθήκη εικόνας');
    fireEvent.change(input, {
      target: { files: [new File(['%PDF'], 'menu.pdf', { type: 'application/pdf' })] },
    });
    fireEvent.change(input, {
      target: { files: [new File([new Uint8Array(6 * 1024 * 1024)], 'big.jpg', { type: 'image/jpeg' })] },
    });
    expect(error).toHaveBeenCalledWith('Σφάλμα', {
      description: 'Το αρχείο «menu.pdf» δεν είναι φωτογραφία. Επιλέξτε εικόνα JPEG, PNG, WebP, GIF ή AVIF.',
    });
    expect(error).toHaveBeenCalledWith('Σφάλμα', {
      description: 'Η φωτογραφία είναι 6 MB· το όριο είναι 5 MB.',
    });
    // Nothing was staged: no broken thumbnail waits for Save.
    expect(within(details).queryByAltText('Botox 50u 2')).toBeNull();
  });

  it('Cancel undoes an image deletion and an upload: nothing reaches the server', async () => {
    const calls = openProducts([accountProduct()], {
      'GET /api/v2/account-products/1/images': () => ({
        body: { success: true, images: [{ id: 5, imagePath: '/uploads/one.jpg' }] },
      }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Προεπισκόπηση' }));
    const details = dialog('Botox 50u');
    await within(details).findByAltText('Botox 50u 1');
    fireEvent.click(within(details).getByRole('button', { name: 'Επεξεργασία' }));
    fireEvent.click(within(details).getByRole('button', { name: 'Διαγραφή εικόνας 1' }));
    const file = new File(['x'], 'photo.png', { type: 'image/png' });
    fireEvent.change(within(details).getByLabelText('Προσθήκη εικόνας'), { target: { files: [file] } });
    expect(
      within(details)
        .getAllByRole('img')
        .map((img) => img.getAttribute('src')),
    ).not.toContain('/uploads/one.jpg');
    fireEvent.click(within(details).getByRole('button', { name: 'Ακύρωση' }));
    const shown = within(details).getAllByRole('img');
    expect(shown).toHaveLength(1);
    expect(shown[0]?.getAttribute('src')).toContain('/uploads/one.jpg');
    expect(calls.filter((call) => !call.key.startsWith('GET'))).toEqual([]);
  });

  it('shows the error message when saving changes fails, and Cancel restores the texts', async () => {
    const error = vi.spyOn(toast, 'error');
    openProducts([accountProduct()], {
      'GET /api/v2/account-products/1/images': () => ({ body: { success: true, images: [] } }),
      'PATCH /api/v2/account-products/1': () => refused(400, 'Product name must be at least 2 characters.'),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Προεπισκόπηση' }));
    const details = dialog('Botox 50u');
    fireEvent.click(within(details).getByRole('button', { name: 'Επεξεργασία' }));
    fireEvent.change(within(details).getByLabelText('Όνομα προϊόντος'), { target: { value: 'B' } });
    fireEvent.click(within(details).getByRole('button', { name: 'Αποθήκευση' }));
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith('Σφάλμα', {
        description: 'Product name must be at least 2 characters.',
      }),
    );
    fireEvent.click(within(details).getByRole('button', { name: 'Ακύρωση' }));
    expect(within(details).queryByLabelText('Όνομα προϊόντος')).toBeNull();
    expect(within(details).getByText('Botulinum toxin for wrinkles and lines.')).toBeInTheDocument();
  });
});
