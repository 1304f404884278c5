import type { Logger } from '@studio/kit';
import { createBraveSearch } from './brave.ts';
import { createGoogleSearch } from './google.ts';
import { createOfflineSearch } from './offline-source.ts';
import { createOpenverseSearch } from './openverse.ts';
import {
  DEFAULT_IMAGE_SEARCH_TIMEOUT_MS,
  type ImageProviderName,
  type ImageSearchConfig,
  type ImageSearchProvider,
} from './types.ts';

/** Which source the configuration asks for: the one named, else Brave with a key, else Google with a key and cx, else offline. */
export function chooseImageProvider(config: ImageSearchConfig): ImageProviderName {
  if (config.IMAGE_SEARCH_PROVIDER) return config.IMAGE_SEARCH_PROVIDER;
  if (config.BRAVE_SEARCH_KEY) return 'brave';
  if (config.GOOGLE_CSE_KEY && config.GOOGLE_CSE_CX) return 'google';
  // Openverse needs no key, but searching the web without being asked to is not a default.
  return 'offline';
}

/** The image search the configuration asks for; a provider named without its credentials stops the start. */
export function createImageSearch(config: ImageSearchConfig, logger: Logger): ImageSearchProvider {
  const timeoutMs = config.IMAGE_SEARCH_TIMEOUT_MS ?? DEFAULT_IMAGE_SEARCH_TIMEOUT_MS;
  const name = chooseImageProvider(config);
  logger.info({ imageSearch: name }, 'image search ready');
  switch (name) {
    case 'brave':
      if (!config.BRAVE_SEARCH_KEY)
        throw new Error('IMAGE_SEARCH_PROVIDER is brave but BRAVE_SEARCH_KEY is not set.');
      return createBraveSearch(
        { key: config.BRAVE_SEARCH_KEY, baseUrl: config.BRAVE_SEARCH_URL, timeoutMs },
        logger,
      );
    case 'google':
      if (!config.GOOGLE_CSE_KEY || !config.GOOGLE_CSE_CX)
        throw new Error(
          'IMAGE_SEARCH_PROVIDER is google but GOOGLE_CSE_KEY and GOOGLE_CSE_CX are not both set.',
        );
      return createGoogleSearch(
        { key: config.GOOGLE_CSE_KEY, cx: config.GOOGLE_CSE_CX, baseUrl: config.GOOGLE_CSE_URL, timeoutMs },
        logger,
      );
    case 'openverse':
      return createOpenverseSearch({ baseUrl: config.OPENVERSE_URL, timeoutMs }, logger);
    case 'offline':
      return createOfflineSearch();
  }
}
