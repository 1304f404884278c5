// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { imageSources, proxySigningPath, WebImage } from './web-image.tsx';

const SIGNED = '/api/proxy-image?url=x&caller=account%3A1&expires=1&sig=s';

/** The screens' SWR set-up, with a fetcher that signs (or fails to). */
function withSigning(fetcher: (key: string) => Promise<unknown>) {
  return ({ children }: { children: ReactNode }) => (
    <SWRConfig value={{ provider: () => new Map(), fetcher, shouldRetryOnError: false }}>
      {children}
    </SWRConfig>
  );
}

describe('imageSources', () => {
  it('uses a path of the platform as is', () => {
    expect(imageSources('/uploads/a.png')).toEqual(['/uploads/a.png']);
    expect(imageSources('/api/offline-images/x.svg')).toEqual(['/api/offline-images/x.svg']);
  });

  it('loads a web image through its signed proxy address first, then from its own address', () => {
    expect(imageSources('https://cdn.example.com/a b.jpg?x=1', SIGNED)).toEqual([
      SIGNED,
      'https://cdn.example.com/a b.jpg?x=1',
    ]);
    expect(imageSources('https://cdn.example.com/a.jpg')).toEqual(['https://cdn.example.com/a.jpg']);
    expect(proxySigningPath('https://cdn.example.com/a b.jpg?x=1')).toBe(
      '/api/proxy-image/signed?url=https%3A%2F%2Fcdn.example.com%2Fa%20b.jpg%3Fx%3D1',
    );
  });
});

describe('WebImage', () => {
  afterEach(cleanup);

  it('asks for the signed proxy address, then falls back to the raw address, then to the fallback, saying once that it is broken', async () => {
    const onBroken = vi.fn();
    const fetcher = vi.fn(async () => ({ src: SIGNED }));
    render(
      <WebImage src="http://example.com/x.png" alt="X" onBroken={onBroken} fallback={<p>No image</p>} />,
      { wrapper: withSigning(fetcher) },
    );
    expect((await screen.findByAltText('X')).getAttribute('src')).toBe(SIGNED);
    expect(fetcher).toHaveBeenCalledWith(proxySigningPath('http://example.com/x.png'));
    fireEvent.error(screen.getByAltText('X'));
    expect(screen.getByAltText('X').getAttribute('src')).toBe('http://example.com/x.png');
    expect(onBroken).not.toHaveBeenCalled();
    fireEvent.error(screen.getByAltText('X'));
    expect(screen.getByText('No image')).toBeInTheDocument();
    expect(onBroken).toHaveBeenCalledOnce();
  });

  it('loads the raw address when the proxy address cannot be signed', async () => {
    render(<WebImage src="https://example.com/y.png" alt="Y" />, {
      wrapper: withSigning(async () => {
        throw new Error('401');
      }),
    });
    expect((await screen.findByAltText('Y')).getAttribute('src')).toBe('https://example.com/y.png');
  });

  it('starts again for a new address', () => {
    const { rerender } = render(<WebImage src="/uploads/a.png" alt="A" fallback={<p>No image</p>} />);
    fireEvent.error(screen.getByAltText('A'));
    rerender(<WebImage src="/uploads/b.png" alt="A" fallback={<p>No image</p>} />);
    expect(screen.getByAltText('A').getAttribute('src')).toBe('/uploads/b.png');
  });
});
