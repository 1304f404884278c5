import { NoteList } from '@studio/ui/content';
import { useCatalogSettings } from '../api/get-catalog-settings.ts';

type OfflineNotesProps = {
  /** Which of the two offline stand-ins matter to the screen. */
  show: readonly ('writer' | 'images')[];
};

/**
 * Says when svc-catalog answers with its offline stand-ins (no OpenAI key, no image search service),
 * so the admin knows why descriptions and images look generic. Nothing shows while unknown.
 */
export function OfflineNotes({ show }: OfflineNotesProps) {
  const { data } = useCatalogSettings();
  if (!data) return null;
  const notes = [
    show.includes('writer') && data.writer === 'offline'
      ? 'Offline writer: set OPENAI_API_KEY for AI-written descriptions'
      : null,
    show.includes('images') && data.imageSearch === 'offline'
      ? 'Offline images: no image search service is configured'
      : null,
  ].filter((note): note is string => note !== null);
  return <NoteList notes={notes} />;
}
