import { writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { makeTestVideo } from '@studio/svc-catalog/video/testing';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { imagesRead, okApi } from './api.ts';

/**
 * Uploads a 4-second portrait clip on the media library screen, as a clinic does, and waits until it is
 * converted for the networks and its frames read: the library's item.
 */
export async function uploadVideo(page: Page, baseUrl: string, token: string, altText: string) {
  const file = path.join(os.tmpdir(), `${altText.replace(/\W+/g, '-')}.mov`);
  await writeFile(file, await makeTestVideo('mov-h264-portrait', 4));
  await page.goto('/portal/media');
  await page.getByLabel('Αρχείο εικόνας ή βίντεο', { exact: true }).setInputFiles(file);
  await page.getByLabel('Εναλλακτικό κείμενο').first().fill(altText);
  await page.getByRole('button', { name: 'Ανέβασμα' }).click();
  const tile = page.getByRole('article', { name: altText });
  await tile.waitFor();
  await tile.getByText('Έτοιμο', { exact: true }).waitFor({ timeout: 240_000 });
  await imagesRead(baseUrl, token, 120_000);
  const { media } = await okApi(baseUrl, '/api/media', token);
  const video = media.find((m: { altText: string | null }) => m.altText === altText);
  expect(video?.video).toMatchObject({ status: 'ready' });
  return video as { id: number; video: { url: string } };
}

/**
 * Records a person's consent on a library card, as a clinic does: the person's reference and the signed
 * form, then waits until the card shows it in force.
 */
export async function recordConsent(page: Page, card: Locator, reference: string) {
  await card.getByRole('button', { name: 'Καταγραφή συναίνεσης' }).click();
  const dialog = page.getByRole('dialog', { name: 'Καταγραφή συναίνεσης' });
  await dialog.getByLabel(/Κωδικός προσώπου/).fill(reference);
  await dialog.locator('input[type=file]').setInputFiles({
    name: 'συναίνεση.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n%signed consent\n%%EOF\n'),
  });
  await dialog.getByRole('button', { name: 'Καταγραφή' }).click();
  await card.getByText(/^Σε ισχύ έως/).waitFor();
}
