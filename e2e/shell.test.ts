import { describe, expect, it } from 'vitest';
import { signInAsAdmin, useBrowser } from './support/browser.ts';

describe('the shell', () => {
  const b = useBrowser();

  it('shows the 404 screen for a path no route knows', async () => {
    await b.page.goto('/no/such/page');
    await b.page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
    expect(await b.page.getByText('Did you forget to add the page to the router?').isVisible()).toBe(true);
    await b.page.goto('/admin/dashboard/not-a-section');
    await b.page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
  });

  it('keeps the theme chosen across a reload, light by default', async () => {
    await b.page.goto('/terms-of-service');
    await b.page.getByRole('heading', { name: 'Terms of Service' }).waitFor();
    expect(await b.page.getByText('Last updated: 14 May 2025').isVisible()).toBe(true);
    const background = () => b.page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    const light = await background();
    await b.page.getByRole('radio', { name: 'Dark' }).check();
    await expect.poll(background).not.toBe(light);
    const dark = await background();
    await b.page.reload();
    await b.page.getByRole('heading', { name: 'Terms of Service' }).waitFor();
    expect(await b.page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    expect(await background()).toBe(dark);
  });

  it('runs the shell and both remotes under the Content-Security-Policy with nothing refused', async () => {
    const refused: string[] = [];
    b.page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
    });
    const res = await b.page.goto('/business/login');
    expect(res?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    await b.page.getByLabel('Email').waitFor();
    await signInAsAdmin(b.page);
    await b.page.getByRole('link', { name: 'Business Accounts' }).click();
    await b.page.waitForURL('**/admin/dashboard/accounts');
    await b.page.getByRole('button', { name: 'Create account' }).waitFor();
    expect(refused).toEqual([]);
  });

  it('shows a clear message when a remote cannot load, and the rest keeps working', async () => {
    await b.page.route('**/remotes/admin/remoteEntry.js', (route) => route.abort('connectionrefused'));
    await b.page.goto('/admin');
    await b.page.getByTestId('remote-error').waitFor();
    expect(await b.page.getByTestId('remote-error').textContent()).toContain('Admin area');
    await b.page.goto('/business/login');
    await b.page.getByRole('button', { name: 'Σύνδεση' }).waitFor();
    await b.page.goto('/privacy-policy');
    await b.page.getByRole('heading', { name: /Privacy/ }).waitFor();
  });
});
