// @vitest-environment happy-dom
import type { Product } from '@studio/contracts';
import {
  catalogueProduct,
  fakeApi,
  refused,
  renderWithProviders,
  resetBrowserBetweenTests,
} from '@studio/web/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ProductsSection } from './products-section.tsx';

const product = (id: number, name: string, overrides: Partial<Product> = {}): Product =>
  catalogueProduct(id, name, {
    description: `${name}, a product for aesthetic clinics`,
    createdAt: new Date(Date.UTC(2025, 4, id)).toISOString(),
    updatedAt: new Date(Date.UTC(2025, 4, id)).toISOString(),
    ...overrides,
  });

const botox = product(3, 'Botox 50u', {
  status: 'draft',
  imagePath: '/uploads/botox.png',
  examplePostsCount: 2,
  examplePosts: [
    { id: 31, content: 'Smooth lines in 15 minutes.', platform: 'instagram' },
    { id: 32, content: 'Ask us about Botox.', platform: 'facebook' },
  ],
});
const someProducts = [
  botox,
  product(2, 'Hyaluronic filler', { status: 'archived' }),
  product(1, 'Collagen cream'),
];
const many = Array.from({ length: 12 }, (_, i) =>
  product(i + 1, `Product ${String(i + 1).padStart(2, '0')}`),
);

/** The queries the screen sent to GET /api/products, in order. */
let queries: URLSearchParams[] = [];

/**
 * svc-catalog's GET /api/products?page=&limit=&search=&sort= as far as the screen relies on it: the
 * search narrows, `order` puts the matches in the asked order (svc-catalog's own tests check the orders),
 * then one page of them. Asking for the whole list fails the test.
 */
const listing =
  (products: () => Product[], order: (list: Product[], sort: string) => Product[] = (list) => list) =>
  ({ url }: { url: URL }) => {
    const query = url.searchParams;
    queries.push(query);
    const page = Number(query.get('page'));
    const limit = Number(query.get('limit'));
    if (!(page >= 1 && limit >= 1)) throw new Error(`the whole list was asked for: ${url.search}`);
    const needle = (query.get('search') ?? '').toLowerCase();
    const matching = order(
      products().filter((p) => `${p.name}\n${p.description}`.toLowerCase().includes(needle)),
      query.get('sort') ?? '',
    );
    const shown = matching.slice((page - 1) * limit, page * limit);
    return { body: { success: true, products: shown, total: matching.length, page, limit } };
  };
const lastQuery = () => Object.fromEntries(queries.at(-1) ?? []);
const categories = () => ({
  body: {
    success: true,
    categories: [{ id: 4, name: 'Injectables', nameEl: 'Ενέσιμες θεραπείες', description: null }],
  },
});

function openSection() {
  return renderWithProviders('/admin/dashboard/products', <Route path="*" element={<ProductsSection />} />);
}

const rows = () => screen.getAllByRole('row').slice(1);
const names = () =>
  rows().map((row) => within(row).getAllByRole('cell')[1]?.querySelector('div')?.textContent);
const dialog = (name: string) => screen.getByRole('dialog', { name });
const type = (within: HTMLElement, label: string, value: string) =>
  fireEvent.change(screenWithin(within).getByLabelText(label), { target: { value } });
const screenWithin = (element: HTMLElement) => within(element);

/** The multipart body of the last call to `path` with `method`. */
function formSent(method: string, path: string): FormData {
  const calls = vi
    .mocked(fetch)
    .mock.calls.filter(([input, init]) => String(input) === path && (init?.method ?? 'GET') === method);
  const body = calls.at(-1)?.[1]?.body;
  if (!(body instanceof FormData)) throw new Error(`no form sent to ${method} ${path}`);
  return body;
}

describe('medical products', () => {
  resetBrowserBetweenTests();
  beforeEach(() => {
    localStorage.setItem('auth_token', 'admin-token');
    queries = [];
  });

  it('lists each product with its ID, description, image, example posts count, status and actions', async () => {
    const calls = fakeApi({ 'GET /api/products': listing(() => someProducts) });
    openSection();
    const row = await screen.findByRole('row', { name: /Botox 50u/ });
    const cells = within(row).getAllByRole('cell');
    expect(cells[0]?.textContent).toBe('3');
    expect(within(row).getByText('Botox 50u, a product for aesthetic clinics')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'View image of Botox 50u' })).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: '2 example posts of Botox 50u' })).toBeInTheDocument();
    expect(within(row).getByText('Draft')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Edit Botox 50u' })).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Delete Botox 50u' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('row', { name: /Collagen cream/ })).getByText('No image'),
    ).toBeInTheDocument();
    expect(calls[0]?.authorization).toBe('Bearer admin-token');
    expect(screen.getByText('Showing 1 to 3 of 3 products')).toBeInTheDocument();
    expect(lastQuery()).toEqual({ page: '1', limit: '5', search: '', sort: 'newest' });
  });

  it('marks a business’s own product as private, and shares it into the catalogue', async () => {
    let own = product(4, 'Clinic serum', { ownerAccountId: 12 });
    const calls = fakeApi({
      'GET /api/products': listing(() => [own]),
      'POST /api/products/4/promote': () => {
        own = { ...own, ownerAccountId: null };
        return { body: { success: true, product: own, message: 'Product added to the shared catalogue' } };
      },
      'GET /api/products/4': () => ({ body: { success: true, product: own, examplePosts: [] } }),
      'GET /api/accounts': () => ({
        body: { success: true, accounts: [{ id: 12, businessName: 'Κλινική Ελπίδα', adminUsers: [] }] },
      }),
    });
    openSection();
    const row = await screen.findByRole('row', { name: /Clinic serum/ });
    // The business by its name, not its id.
    expect(await within(row).findByText('Private · Κλινική Ελπίδα')).toBeInTheDocument();
    fireEvent.click(within(row).getByRole('button', { name: 'Add Clinic serum to the shared catalogue' }));
    await waitFor(() => expect(screen.queryByText('Private · Κλινική Ελπίδα')).toBeNull());
    expect(calls.some((c) => c.key === 'POST /api/products/4/promote')).toBe(true);
  });

  it('asks the server for the order and the search, and shows the page it answers', async () => {
    const byName = (list: Product[], sort: string) =>
      sort === 'a-z' ? [...list].sort((a, b) => a.name.localeCompare(b.name)) : list;
    fakeApi({ 'GET /api/products': listing(() => someProducts, byName) });
    openSection();
    await screen.findByText('Botox 50u');
    expect(names()).toEqual(['Botox 50u', 'Hyaluronic filler', 'Collagen cream']);

    fireEvent.change(screen.getByLabelText('Sort products'), { target: { value: 'a-z' } });
    await waitFor(() => expect(names()).toEqual(['Botox 50u', 'Collagen cream', 'Hyaluronic filler']));
    expect(lastQuery()).toMatchObject({ page: '1', sort: 'a-z' });
    for (const sort of ['status', 'posts', 'oldest', 'z-a']) {
      fireEvent.change(screen.getByLabelText('Sort products'), { target: { value: sort } });
      await waitFor(() => expect(lastQuery()).toMatchObject({ sort }));
    }

    const sent = queries.length;
    fireEvent.change(screen.getByLabelText('Search products'), { target: { value: 'FIL' } });
    fireEvent.change(screen.getByLabelText('Search products'), { target: { value: ' FILLER ' } });
    await waitFor(() => expect(names()).toEqual(['Hyaluronic filler']));
    // One request once the typing pauses, with the search trimmed.
    expect(queries.slice(sent).map((q) => q.get('search'))).toEqual(['FILLER']);
    fireEvent.change(screen.getByLabelText('Search products'), { target: { value: 'aesthetic clinics' } });
    await waitFor(() => expect(rows()).toHaveLength(3));
    fireEvent.change(screen.getByLabelText('Search products'), { target: { value: 'laser' } });
    expect(await screen.findByText('No products found')).toBeInTheDocument();
    expect(screen.getByText('No product name or description matches this search.')).toBeInTheDocument();
  });

  it('pages five at a time on the server, with a page size choice and at most five page numbers', async () => {
    const lots = Array.from({ length: 32 }, (_, i) => product(i + 1, `Product ${i + 1}`));
    fakeApi({ 'GET /api/products': listing(() => lots) });
    openSection();
    await screen.findByText('Product 1');
    expect(rows()).toHaveLength(5);
    expect(screen.getByText('Showing 1 to 5 of 32 products')).toBeInTheDocument();
    const pages = () =>
      within(screen.getByRole('navigation', { name: 'Products pages' }))
        .getAllByRole('button')
        .map((b) => b.textContent);
    expect(pages()).toEqual(['Previous', '1', '2', '3', '4', '5', 'Next']);
    expect((screen.getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Page 5' }));
    expect(await screen.findByText('Showing 21 to 25 of 32 products')).toBeInTheDocument();
    expect(lastQuery()).toMatchObject({ page: '5', limit: '5' });
    expect(names()).toEqual(['Product 21', 'Product 22', 'Product 23', 'Product 24', 'Product 25']);
    expect(pages()).toEqual(['Previous', '3', '4', '5', '6', '7', 'Next']);
    expect(screen.getByRole('button', { name: 'Page 5' }).getAttribute('aria-current')).toBe('page');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Showing 26 to 30 of 32 products');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Showing 31 to 32 of 32 products')).toBeInTheDocument();
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.change(screen.getByLabelText('Items per page'), { target: { value: '20' } });
    expect(await screen.findByText('Showing 1 to 20 of 32 products')).toBeInTheDocument();
    expect(lastQuery()).toMatchObject({ page: '1', limit: '20' });
    expect(pages()).toEqual(['Previous', '1', '2', 'Next']);
  });

  it('moves to the last page when the page shown no longer exists', async () => {
    let lots = Array.from({ length: 12 }, (_, i) => product(i + 1, `Product ${i + 1}`));
    fakeApi({ 'GET /api/products': listing(() => lots) });
    openSection();
    await screen.findByText('Product 1');
    fireEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    await screen.findByText('Showing 11 to 12 of 12 products');
    // Another admin deletes three products; this one refreshes.
    lots = lots.slice(0, 9);
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByText('Showing 6 to 9 of 9 products')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
  });

  it('refreshes the list, and says so when it cannot', async () => {
    let fail = false;
    const calls = fakeApi({
      'GET /api/products': (request) =>
        fail ? refused(503, 'Service unavailable') : listing(() => someProducts)(request),
    });
    openSection();
    await screen.findByText('Botox 50u');
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(calls.filter((c) => c.key === 'GET /api/products')).toHaveLength(2));
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Refresh' }) as HTMLButtonElement).disabled).toBe(false),
    );
    fail = true;
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByText('Refresh failed')).toBeInTheDocument();
    expect(screen.getByText('Could not refresh products. Please try again.')).toBeInTheDocument();
    expect(screen.getByText('Botox 50u')).toBeInTheDocument();
  });

  it('adds a product with an image and its example posts, dropping empty ones', async () => {
    let products = someProducts;
    const calls = fakeApi({
      'GET /api/products': listing(() => products),
      'GET /api/categories': categories,
      'POST /api/products': () => {
        const created = product(9, 'Vitamin C serum');
        products = [created, ...products];
        return {
          status: 201,
          body: { success: true, product: created, message: 'Product created successfully' },
        };
      },
    });
    openSection();
    await screen.findByText('Botox 50u');
    fireEvent.click(screen.getByRole('button', { name: 'Add Product' }));
    const add = dialog('Add Product');
    expect((within(add).getByLabelText('Status') as HTMLSelectElement).value).toBe('active');

    type(add, 'Product name', 'V');
    type(add, 'Description', 'Too short');
    fireEvent.click(within(add).getByRole('button', { name: 'Save Product' }));
    expect(await within(add).findByText('Product name must be at least 2 characters.')).toBeInTheDocument();
    expect(within(add).getByText('Description must be at least 10 characters.')).toBeInTheDocument();

    type(add, 'Product name', ' Vitamin C serum ');
    type(add, 'Description', 'A brightening serum with vitamin C.');
    await within(add).findByRole('option', { name: 'Injectables' });
    type(add, 'Category', '4');
    type(add, 'Status', 'draft');
    const image = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'serum.png', { type: 'image/png' });
    fireEvent.change(within(add).getByLabelText('Image'), { target: { files: [image] } });
    expect(await within(add).findByAltText('Preview of the chosen file')).toBeInTheDocument();
    for (let i = 0; i < 3; i++)
      fireEvent.click(within(add).getByRole('button', { name: 'Add example post' }));
    type(add, 'Example post 1', 'Glow all day.');
    type(add, 'Example post 3', 'Vitamin C, every morning.');
    fireEvent.click(within(add).getByRole('button', { name: 'Save Product' }));

    expect(await screen.findByRole('row', { name: /Vitamin C serum/ })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    const sent = formSent('POST', '/api/products');
    expect(sent.get('name')).toBe('Vitamin C serum');
    expect(sent.get('description')).toBe('A brightening serum with vitamin C.');
    expect(sent.get('status')).toBe('draft');
    expect(sent.get('categoryId')).toBe('4');
    expect(JSON.parse(String(sent.get('examplePosts')))).toEqual([
      'Glow all day.',
      'Vitamin C, every morning.',
    ]);
    expect((sent.get('image') as File).name).toBe('serum.png');
    expect(calls.filter((c) => c.key === 'GET /api/products')).toHaveLength(2);
    expect(await screen.findByText('Product created')).toBeInTheDocument();
  });

  it('tells why a product could not be created and keeps the form', async () => {
    fakeApi({
      'GET /api/products': listing(() => someProducts),
      'GET /api/categories': categories,
      'POST /api/products': () => refused(415, 'The file is not an image'),
    });
    openSection();
    await screen.findByText('Botox 50u');
    fireEvent.click(screen.getByRole('button', { name: 'Add Product' }));
    const add = dialog('Add Product');
    type(add, 'Product name', 'Vitamin C serum');
    type(add, 'Description', 'A brightening serum with vitamin C.');
    fireEvent.click(within(add).getByRole('button', { name: 'Save Product' }));
    expect(await screen.findByText('Error creating product')).toBeInTheDocument();
    expect(screen.getAllByText('The file is not an image').length).toBeGreaterThan(0);
    expect(dialog('Add Product')).toBeInTheDocument();
  });

  it('refuses a file that is not an image before sending it', async () => {
    const calls = fakeApi({
      'GET /api/products': listing(() => someProducts),
      'GET /api/categories': categories,
    });
    openSection();
    await screen.findByText('Botox 50u');
    fireEvent.click(screen.getByRole('button', { name: 'Add Product' }));
    const add = dialog('Add Product');
    const text = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    fireEvent.change(within(add).getByLabelText('Image'), { target: { files: [text] } });
    expect(await within(add).findByText('Choose an image file (JPEG or PNG).')).toBeInTheDocument();
    expect(within(add).getByRole('alert').textContent).toBe('Choose an image file (JPEG or PNG).');
    expect(calls.filter((call) => !call.key.startsWith('GET '))).toEqual([]);
  });

  it('edits a product loaded fresh, refusing an empty example post', async () => {
    let products = someProducts;
    const calls = fakeApi({
      'GET /api/products': listing(() => products),
      'GET /api/categories': categories,
      'GET /api/products/3': () => ({
        body: { success: true, product: botox, examplePosts: botox.examplePosts },
      }),
      'PUT /api/products/3': () => {
        const updated = { ...botox, name: 'Botox 100u' };
        products = [updated, ...products.slice(1)];
        return { body: { success: true, product: updated, message: 'Product updated successfully' } };
      },
    });
    openSection();
    const row = await screen.findByRole('row', { name: /Botox 50u/ });
    // Just seen in the viewer: the edit form still asks the server again.
    fireEvent.click(within(row).getByRole('button', { name: '2 example posts of Botox 50u' }));
    await within(dialog('Example posts')).findByText('Ask us about Botox.');
    fireEvent.click(within(dialog('Example posts')).getByRole('button', { name: 'Close' }));
    fireEvent.click(within(row).getByRole('button', { name: 'Edit Botox 50u' }));
    // A spinner shows in the dialog while the product loads, then the form.
    expect(await screen.findByDisplayValue('Smooth lines in 15 minutes.')).toBeInTheDocument();
    const form = dialog('Edit Product');
    expect((within(form).getByLabelText('Product name') as HTMLInputElement).value).toBe('Botox 50u');
    expect((within(form).getByLabelText('Status') as HTMLSelectElement).value).toBe('draft');
    expect(within(form).getByAltText('Current image').getAttribute('src')).toBe('/uploads/botox.png');

    type(form, 'Example post 2', '   ');
    fireEvent.click(within(form).getByRole('button', { name: 'Save Changes' }));
    expect(await within(form).findByText('Example post cannot be empty')).toBeInTheDocument();

    fireEvent.click(within(form).getByRole('button', { name: 'Remove post 2' }));
    type(form, 'Product name', 'Botox 100u');
    fireEvent.click(within(form).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('row', { name: /Botox 100u/ })).toBeInTheDocument();
    expect(calls.filter((c) => c.key === 'GET /api/products/3').length).toBeGreaterThanOrEqual(2);
    const sent = formSent('PUT', '/api/products/3');
    expect(sent.get('name')).toBe('Botox 100u');
    expect(JSON.parse(String(sent.get('examplePosts')))).toEqual([
      { content: 'Smooth lines in 15 minutes.', platform: 'instagram' },
    ]);
    expect(sent.get('image')).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says when an update or the product itself failed', async () => {
    fakeApi({
      'GET /api/products': listing(() => someProducts),
      'GET /api/categories': categories,
      'GET /api/products/3': () => ({ body: { success: true, product: botox, examplePosts: [] } }),
      'PUT /api/products/3': () => refused(400, 'Description must be at least 10 characters.'),
      'GET /api/products/2': () => refused(404, 'Product not found'),
    });
    openSection();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Botox 50u' }));
    await screen.findByLabelText('Product name');
    fireEvent.click(within(dialog('Edit Product')).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Error updating product')).toBeInTheDocument();
    expect(screen.getByText('Description must be at least 10 characters.')).toBeInTheDocument();
    fireEvent.click(within(dialog('Edit Product')).getByRole('button', { name: 'Cancel' }));

    fireEvent.click(screen.getByRole('button', { name: 'Edit Hyaluronic filler' }));
    expect(await screen.findByText('Failed to load product information')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('deletes after confirming, stepping back a page when the current one empties', async () => {
    let products = [...many].reverse();
    const calls = fakeApi({
      'GET /api/products': listing(() => products),
      'DELETE /api/products/1': () => {
        products = products.filter((p) => p.id !== 1);
        return { body: { success: true, message: 'Product deleted successfully' } };
      },
    });
    openSection();
    await screen.findByText('Product 12');
    fireEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(await screen.findByText('Showing 11 to 12 of 12 products')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Delete Product 02' }));
    fireEvent.click(within(dialog('Delete product')).getByRole('button', { name: 'Cancel' }));
    expect(calls.some((c) => c.key.startsWith('DELETE'))).toBe(false);

    products = products.filter((p) => p.id !== 2);
    fireEvent.click(screen.getByRole('button', { name: 'Delete Product 01' }));
    expect(within(dialog('Delete product')).getByText(/Delete "Product 01"\?/)).toBeInTheDocument();
    fireEvent.click(within(dialog('Delete product')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('Showing 6 to 10 of 10 products')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
  });

  it('says when a delete failed', async () => {
    fakeApi({
      'GET /api/products': listing(() => someProducts),
      'DELETE /api/products/3': () => refused(409, 'Product is in use'),
    });
    openSection();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Botox 50u' }));
    fireEvent.click(within(dialog('Delete product')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Error deleting product')).toBeInTheDocument();
    expect(screen.getByText('Product is in use')).toBeInTheDocument();
    // The product stays in the list, and the dialog open to try again.
    expect(screen.getByRole('button', { name: 'Delete Botox 50u', hidden: true })).toBeInTheDocument();
    expect(within(dialog('Delete product')).getByRole('button', { name: 'Delete' })).toBeEnabled();
  });

  it('shows the example posts and the full-size image', async () => {
    fakeApi({
      'GET /api/products': listing(() => someProducts),
      'GET /api/products/3': () => ({
        body: { success: true, product: botox, examplePosts: botox.examplePosts },
      }),
      'GET /api/products/2': () => refused(500, 'boom'),
    });
    openSection();
    fireEvent.click(await screen.findByRole('button', { name: '2 example posts of Botox 50u' }));
    const posts = dialog('Example posts');
    expect(await within(posts).findByText('Smooth lines in 15 minutes.')).toBeInTheDocument();
    expect(within(posts).getByText('Ask us about Botox.')).toBeInTheDocument();
    fireEvent.click(within(posts).getByRole('button', { name: 'Close' }));

    fireEvent.click(screen.getByRole('button', { name: '0 example posts of Hyaluronic filler' }));
    // The toast and the dialog both say it.
    await waitFor(() =>
      expect(screen.getAllByText('Failed to load example posts for this product')).toHaveLength(2),
    );
    fireEvent.click(within(dialog('Example posts')).getByRole('button', { name: 'Close' }));

    fireEvent.click(screen.getByRole('button', { name: 'View image of Botox 50u' }));
    expect(within(dialog('Product image')).getByAltText('Botox 50u').getAttribute('src')).toBe(
      '/uploads/botox.png',
    );
  });
});
