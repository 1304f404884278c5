import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { EventSubject, Product } from '@studio/contracts';
import type { Driver } from '@studio/kit/testing';
import {
  createTestPlatform,
  eventsOf,
  issueSessionToken,
  throwOnContractBreaches,
} from '@studio/kit/testing';
import sharp from 'sharp';
import { type CatalogServiceOptions, createCatalogService } from './service.ts';

/** Real image bytes, small enough to write inline. */
export const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
export const JPEG_16X16 = Buffer.from(
  '/9j/4AAQSkZJRgABAQAAAQABAAD/2wCEAAUDBAQEAwUEBAQFBQUGBwwIBwcHBw8LCwkMEQ8SEhEPERETFhwXExQaFRERGCEYGh0dHx8fExciJCIeJBweHx4BBQUFBwYHDggIDh4UERQeHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHv/AABEIABAAEAMBEQACEQEDEQH/xAGiAAABBQEBAQEBAQAAAAAAAAAAAQIDBAUGBwgJCgsQAAIBAwMCBAMFBQQEAAABfQECAwAEEQUSITFBBhNRYQcicRQygZGhCCNCscEVUtHwJDNicoIJChYXGBkaJSYnKCkqNDU2Nzg5OkNERUZHSElKU1RVVldYWVpjZGVmZ2hpanN0dXZ3eHl6g4SFhoeIiYqSk5SVlpeYmZqio6Slpqeoqaqys7S1tre4ubrCw8TFxsfIycrS09TV1tfY2drh4uPk5ebn6Onq8fLz9PX29/j5+gEAAwEBAQEBAQEBAQAAAAAAAAECAwQFBgcICQoLEQACAQIEBAMEBwUEBAABAncAAQIDEQQFITEGEkFRB2FxEyIygQgUQpGhscEJIzNS8BVictEKFiQ04SXxFxgZGiYnKCkqNTY3ODk6Q0RFRkdISUpTVFVWV1hZWmNkZWZnaGlqc3R1dnd4eXqCg4SFhoeIiYqSk5SVlpeYmZqio6Slpqeoqaqys7S1tre4ubrCw8TFxsfIycrS09TV1tfY2dri4+Tl5ufo6ery8/T19vf4+fr/2gAMAwEAAhEDEQA/APpmGKu+UjgpTLcUXtWEpHp0pkkUXtUykeDSmW4ovasZSPTpTP8A/9k=',
  'base64',
);

/** A PNG with `lines` printed large, dark on a light background: what the OCR tests read. */
export async function pngWithText(...lines: string[]): Promise<Buffer> {
  const xml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  const rows = lines
    .map(
      (line, i) =>
        `<text x="60" y="${200 + i * 160}" font-size="110" font-family="sans-serif" font-weight="bold" fill="#1d2433">${xml(line)}</text>`,
    )
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="${160 + lines.length * 160}"><rect width="100%" height="100%" fill="#f6e7ee"/>${rows}</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

type RequestOptions = {
  token?: string;
  json?: unknown;
  form?: FormData;
  headers?: Record<string, string>;
};

/** A multipart form from plain fields; `image` may be given as bytes with a file name and type. */
export function productForm(
  fields: Record<string, string | string[] | undefined>,
  image?: { bytes: Uint8Array; name?: string; type?: string },
): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    form.set(key, Array.isArray(value) ? JSON.stringify(value) : value);
  }
  if (image) {
    const blob = new Blob([new Uint8Array(image.bytes)], { type: image.type ?? 'image/png' });
    form.set('image', blob, image.name ?? 'product.png');
  }
  return form;
}

/**
 * svc-catalog on a fresh database and a fresh uploads folder, on a clock the test sets, with one-line
 * helpers. A file that shares one harness between its tests calls `h.clock.reset()` before each.
 */
export async function catalogHarness(
  driver: Driver,
  options: Omit<CatalogServiceOptions, 'dataDir' | 'now'> = {},
) {
  const platform = await createTestPlatform(driver);
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'catalog-test-'));
  const uploadsDir = path.join(dataDir, 'uploads');
  const clock = {
    now: new Date(),
    reset() {
      clock.now = new Date();
    },
  };
  // The tests run the sweep of saved images themselves, on the test's clock.
  const service = createCatalogService(platform, {
    dataDir,
    savedImagesSweepIntervalMs: 3_600_000,
    // The tests of the words inside images start their readers themselves.
    imageText: { concurrency: 0 },
    ...options,
    now: () => clock.now,
  });
  // An answer outside its route's contract (the service checks each in tests) fails the test that got it.
  throwOnContractBreaches(service.app);
  await service.start();
  const { db } = platform.database;

  const token = (role: 'admin' | 'business_admin', accountId = 1, actingAdminId: number | null = null) =>
    issueSessionToken(platform, {
      sub: role === 'admin' ? 'user:1' : `admin-user:${accountId}`,
      role,
      accountId: role === 'admin' ? null : accountId,
      actingAdminId,
    });

  const request = (method: string, url: string, { token, json, form, headers }: RequestOptions = {}) =>
    service.app.request(url, {
      method,
      headers: {
        ...(json === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
        ...headers,
      },
      body: form ?? (json === undefined ? undefined : JSON.stringify(json)),
    });

  const adminToken = await token('admin');

  const harness = {
    platform,
    service,
    db,
    clock,
    uploadsDir,
    request,
    adminToken,
    /** A business token of an account (default 1); `actingAdminId` when the admin acts for it. */
    businessToken: (accountId = 1, actingAdminId: number | null = null) =>
      token('business_admin', accountId, actingAdminId),
    /** The payloads of one subject, every one stored from the oldest, as they arrive. */
    events: <S extends EventSubject>(subject: S) => eventsOf(platform.bus, subject),
    /** The admin's request, the way the UI sends it. */
    admin: (method: string, url: string, options: Omit<RequestOptions, 'token'> = {}) =>
      request(method, url, { ...options, token: adminToken }),
    /** The names of the files in the uploads folder. */
    async storedFiles(): Promise<string[]> {
      try {
        return (await readdir(uploadsDir)).sort();
      } catch (error) {
        if ((error as { code?: string }).code === 'ENOENT') return [];
        throw error;
      }
    },
    /** A product made through the API, with an image when one is given. */
    async createProduct(
      fields: Record<string, string | string[] | undefined> = {},
      image?: { bytes: Uint8Array; name?: string; type?: string },
    ): Promise<Product> {
      const res = await request('POST', '/api/products', {
        token: adminToken,
        form: productForm(
          { name: 'Hyaluronic Serum', description: 'A hydrating serum for daily use.', ...fields },
          image,
        ),
      });
      const body = (await res.json()) as { product?: Product };
      if (res.status !== 201 || !body.product)
        throw new Error(`create failed: ${res.status} ${JSON.stringify(body)}`);
      return body.product;
    },
    async close() {
      await service.stop();
      await platform.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
  return harness;
}

export type CatalogHarness = Awaited<ReturnType<typeof catalogHarness>>;
