import { companyLogoMessages } from '@studio/contracts';
import { drivers } from '@studio/kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CatalogHarness, catalogHarness, JPEG_16X16, PNG_1X1, productForm } from '../testing.ts';

describe.each(drivers)('the company logo on %s', (driver) => {
  let h: CatalogHarness;
  beforeAll(async () => {
    h = await catalogHarness(driver);
  });
  afterAll(() => h.close());

  it('takes an image by its bytes, serves it, and a new logo replaces the old one’s file', async () => {
    const token = await h.businessToken(7100);
    const upload = (bytes: Uint8Array, name = 'logo.png') =>
      h.request('POST', '/api/company-logo', { token, form: productForm({}, { bytes, name }) });

    const first = await upload(PNG_1X1);
    expect(first.status).toBe(201);
    const { logoUrl, message } = await first.json();
    expect(message).toBe(companyLogoMessages.uploaded);
    expect(logoUrl).toMatch(/^\/uploads\/[\w-]+\.png$/);
    expect((await h.request('GET', logoUrl)).status).toBe(200);

    const second = await (await upload(JPEG_16X16, 'logo.jpg')).json();
    expect(second.logoUrl).not.toBe(logoUrl);
    expect((await h.request('GET', second.logoUrl)).status).toBe(200);
    expect((await h.request('GET', logoUrl)).status).toBe(404);

    // The same byte checks as every image: a text file named .png is refused.
    const fake = await upload(new TextEncoder().encode('<svg onload="alert(1)"/>'), 'logo.png');
    expect(fake.status).toBe(415);
    const none = await h.request('POST', '/api/company-logo', { token, form: productForm({}) });
    expect(none.status).toBe(400);
    expect((await none.json()).message).toBe(companyLogoMessages.required);
  });
});
