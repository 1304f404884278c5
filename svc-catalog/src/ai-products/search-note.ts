import type { Writer } from '@studio/ai';
import type { ImageProviderName } from '../image-search/types.ts';

const SOURCES: Record<ImageProviderName, string> = {
  brave: 'Images from Brave Search',
  google: 'Images from Google Programmable Search',
  openverse: 'Openly licensed images from Openverse',
  offline:
    'No image search service is configured: these are illustrations the platform draws itself (offline source)',
};

/** What the image search test screen says about where the images came from and how they were ranked. */
export function searchNote(provider: ImageProviderName, writer: Pick<Writer, 'kind' | 'model'>): string {
  const ranking =
    writer.kind === 'openai'
      ? `ranked by the model ${writer.model}`
      : 'ranked by simple rules, as no AI model is configured';
  return `${SOURCES[provider]}, ${ranking}.`;
}
