import { type ComponentProps, type ReactNode, useState } from 'react';

const PROXY_PATH = '/api/proxy-image';

/**
 * Where to load an image from, in order (SPEC §7): a path of the platform ('/uploads/…',
 * '/api/offline-images/…') as is; a web image through the image proxy first, then its own address.
 */
export function imageSources(url: string): string[] {
  if (!/^https?:\/\//i.test(url)) return [url];
  return [`${PROXY_PATH}?url=${encodeURIComponent(url)}`, url];
}

export type WebImageProps = Omit<ComponentProps<'img'>, 'src' | 'onError'> & {
  src: string;
  /** Once every source has failed. */
  onBroken?: () => void;
  /** Shown instead of the image once every source has failed. */
  fallback?: ReactNode;
};

/** An image of the catalogue or of the web, tried through each of its sources. */
export function WebImage({ src, onBroken, fallback = null, alt = '', ...rest }: WebImageProps) {
  const sources = imageSources(src);
  const [failed, setFailed] = useState({ src, count: 0 });
  const count = failed.src === src ? failed.count : 0;
  const current = sources[count];
  if (current === undefined) return fallback;
  return (
    <img
      {...rest}
      src={current}
      alt={alt}
      onError={() => {
        setFailed({ src, count: count + 1 });
        if (count + 1 >= sources.length) onBroken?.();
      }}
    />
  );
}
