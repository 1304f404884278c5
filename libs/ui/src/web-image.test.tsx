// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { imageSources, WebImage } from './web-image.tsx';

describe('imageSources', () => {
  it('uses a path of the platform as is', () => {
    expect(imageSources('/uploads/a.png')).toEqual(['/uploads/a.png']);
    expect(imageSources('/api/offline-images/x.svg')).toEqual(['/api/offline-images/x.svg']);
  });

  it('loads a web image through the proxy first, then from its own address', () => {
    expect(imageSources('https://cdn.example.com/a b.jpg?x=1')).toEqual([
      '/api/proxy-image?url=https%3A%2F%2Fcdn.example.com%2Fa%20b.jpg%3Fx%3D1',
      'https://cdn.example.com/a b.jpg?x=1',
    ]);
  });
});

describe('WebImage', () => {
  afterEach(cleanup);

  it('falls back to the raw address, then to the fallback, saying once that it is broken', () => {
    const onBroken = vi.fn();
    render(
      <WebImage src="http://example.com/x.png" alt="X" onBroken={onBroken} fallback={<p>No image</p>} />,
    );
    fireEvent.error(screen.getByAltText('X'));
    expect(screen.getByAltText('X').getAttribute('src')).toBe('http://example.com/x.png');
    expect(onBroken).not.toHaveBeenCalled();
    fireEvent.error(screen.getByAltText('X'));
    expect(screen.getByText('No image')).toBeInTheDocument();
    expect(onBroken).toHaveBeenCalledOnce();
  });

  it('starts again for a new address', () => {
    const { rerender } = render(<WebImage src="/uploads/a.png" alt="A" fallback={<p>No image</p>} />);
    fireEvent.error(screen.getByAltText('A'));
    rerender(<WebImage src="/uploads/b.png" alt="A" fallback={<p>No image</p>} />);
    expect(screen.getByAltText('A').getAttribute('src')).toBe('/uploads/b.png');
  });
});
