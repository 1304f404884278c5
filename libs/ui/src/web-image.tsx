import { type ComponentProps, type ReactNode, useState } from 'react';
import useSWR from 'swr';

const isWebAddress = (url: string) => /^https?:\/\//i.test(url);

/** Where the signed-in user gets the image proxy's address of a web image, signed for them. */
export function proxySigningPath(url: string): string {
  return `/api/proxy-image/signed?url=${encodeURIComponent(url)}`;
}

/**
 * Where to load an image from, in order: a path of the platform ('/uploads/…',
 * '/api/offline-images/…') as is; a web image through the image proxy first (`proxied`, its address
 * signed for the user: <img> tags send no token), then its own address.
 */
export function imageSources(url: string, proxied?: string): string[] {
  if (!isWebAddress(url)) return [url];
  return proxied ? [proxied, url] : [url];
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
  const web = isWebAddress(src);
  // With the default fetcher (the user's token); an address that cannot be signed is loaded as is.
  const signed = useSWR<{ src: string }>(web ? proxySigningPath(src) : null);
  const [failed, setFailed] = useState({ src, count: 0 });
  if (web && signed.isLoading) return null;
  const sources = imageSources(src, signed.data?.src);
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
