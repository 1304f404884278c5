import { pngBytes } from '@studio/fakes';
import { describe, expect, it } from 'vitest';
import { adminToken, signInAsAdmin, useBrowser } from './support/browser.ts';
import { testTag } from './support/tag.ts';

/** The admin keeps the catalogue's images: alt text, uploads, deletion, a page at a time. */
describe('the admin Media Library', () => {
  const b = useBrowser();
  const tag = testTag();

  /** Images uploaded through the API, so the library has more than one page of 48. */
  async function arrangeImages(count: number) {
    const token = await adminToken(b.baseUrl);
    for (let i = 0; i < count; i++) {
      const form = new FormData();
      form.set('image', new Blob([new Uint8Array(pngBytes(24, 24))], { type: 'image/png' }), 'catalogue.png');
      form.set('altText', `Arranged ${tag} ${i}`);
      const res = await fetch(`${b.baseUrl}/api/media`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}` },
        body: form,
      });
      expect(res.status).toBe(201);
    }
  }

  it('uploads an image with its alt text, pages the library and deletes an unused image', async () => {
    const { page } = b;
    await arrangeImages(49);
    await signInAsAdmin(page);
    await page.getByRole('link', { name: 'Media Library' }).click();
    const pager = page.getByRole('navigation', { name: 'Media Library pages' });
    const totalText = pager.getByText(/^\d+ images$/);
    const before = Number.parseInt((await totalText.textContent())!, 10);
    expect(before).toBeGreaterThanOrEqual(49);
    const pages = Math.ceil(before / 48);
    await pager.getByText(`Page 1 of ${pages}`).waitFor();
    expect(await page.getByRole('article').count()).toBe(48);

    const upload = page.getByRole('form', { name: 'Upload an image' });
    await upload
      .locator('input[type=file]')
      .setInputFiles({ name: 'new.png', mimeType: 'image/png', buffer: pngBytes(60, 60) });
    await upload.getByLabel('Alt text').fill(`Serum bottle ${tag}`);
    await upload.getByRole('button', { name: 'Upload' }).click();
    await page.getByText('Image added to the library').waitFor();
    // The newest first, and counted.
    const uploaded = page.getByRole('article', { name: `Serum bottle ${tag}` });
    await uploaded.waitFor();
    await pager.getByText(`${before + 1} images`).waitFor();
    expect(await page.getByRole('article').first().getAttribute('aria-label')).toBe(`Serum bottle ${tag}`);

    await pager.getByRole('button', { name: 'Next' }).click();
    await pager.getByText(`Page 2 of ${Math.ceil((before + 1) / 48)}`).waitFor();
    await page.getByRole('article', { name: `Arranged ${tag} 0` }).waitFor();
    await pager.getByRole('button', { name: 'Previous' }).click();
    await pager.getByText(/^Page 1 of/).waitFor();

    await uploaded.getByLabel('Alt text').fill(`Serum bottle ${tag}, 30 ml`);
    await uploaded.getByRole('button', { name: 'Save alt text' }).click();
    const renamed = page.getByRole('article', { name: `Serum bottle ${tag}, 30 ml` });
    await renamed.waitFor();
    await renamed.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Image deleted').waitFor();
    await pager.getByText(`${before} images`).waitFor();
    expect(await renamed.count()).toBe(0);
  });
});
