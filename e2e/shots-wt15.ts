import { chromium } from 'playwright-core';

const base = process.env.BASE ?? 'http://127.0.0.1:23100';
const out = '/tmp/wt15-shots';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox'] });
for (const theme of ['light', 'dark']) {
  for (const width of [390, 1366]) {
    const context = await browser.newContext({ viewport: { width, height: width === 390 ? 844 : 768 } });
    await context.addInitScript((t) => localStorage.setItem('theme', t), theme);
    const page = await context.newPage();
    page.setDefaultTimeout(30_000);
    await page.goto(`${base}/admin`);
    await page.getByLabel('Username').fill('admin');
    await page.getByLabel('Password').fill('shots-admin-pass');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('**/admin/dashboard**');
    await page.goto(`${base}/admin/image-test`);
    await page.getByRole('button', { name: 'Search Images' }).waitFor();
    await page.screenshot({ path: `${out}/image-test-${width}-${theme}.png` });
    await page.goto(`${base}/admin/dashboard/products`);
    await page.getByRole('button', { name: 'AI Generate Product' }).click();
    const dialog = page.getByRole('dialog', { name: 'AI Generate Product' });
    await dialog.getByLabel('Product name').fill('Hyaluronic Serum');
    await dialog.getByRole('button', { name: 'Generate' }).click();
    await dialog.getByRole('button', { name: 'Replace image 1' }).waitFor({ timeout: 60_000 });
    await dialog.getByRole('list', { name: 'Ranked images' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${out}/ai-dialog-${width}-${theme}.png` });
    await context.close();
  }
}
await browser.close();
