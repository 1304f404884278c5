// @vitest-environment happy-dom
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { DocumentLanguage } from './document-language.tsx';
import { cleanup, render } from './test-render.tsx';

let unmount: (() => Promise<void>) | undefined;
afterEach(async () => {
  await unmount?.();
  unmount = undefined;
});

async function open(path: string): Promise<string> {
  const { root } = await render(
    <MemoryRouter initialEntries={[path]}>
      <DocumentLanguage />
    </MemoryRouter>,
  );
  unmount = () => cleanup(root);
  return document.documentElement.lang;
}

describe('the document language', () => {
  it.each([
    ['/business/campaigns', 'el'],
    ['/portal/setup', 'el'],
    ['/login', 'el'],
    ['/admin/dashboard/accounts', 'en'],
    ['/terms-of-service', 'en'],
  ])('of %s is %s', async (path, language) => {
    expect(await open(path)).toBe(language);
  });
});
