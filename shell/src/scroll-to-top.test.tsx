// @vitest-environment happy-dom
import { act } from 'react';
import { Link, MemoryRouter, useNavigate } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ScrollToTop } from './scroll-to-top.tsx';
import { cleanup, render } from './test-render.tsx';

function Back() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => navigate(-1)}>
      back
    </button>
  );
}

let unmount: (() => Promise<void>) | undefined;
afterEach(async () => {
  await unmount?.();
  vi.restoreAllMocks();
});

describe('scrolling on a new page', () => {
  it('opens a page the user goes to at its top, and leaves Back to the browser', async () => {
    const { container, root } = await render(
      <MemoryRouter initialEntries={['/business/setup']}>
        <ScrollToTop />
        <Link to="/business/login">login</Link>
        <Back />
      </MemoryRouter>,
    );
    unmount = () => cleanup(root);
    const scroll = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    await act(async () => container.querySelector('a')?.click());
    expect(scroll).toHaveBeenCalledWith(0, 0);
    scroll.mockClear();
    await act(async () => container.querySelector('button')?.click());
    expect(scroll).not.toHaveBeenCalled();
  });
});
