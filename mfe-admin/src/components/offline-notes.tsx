import styled from 'styled-components';
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
  if (notes.length === 0) return null;
  return (
    <Notes role="note">
      {notes.map((note) => (
        <li key={note}>{note}</li>
      ))}
    </Notes>
  );
}

const Notes = styled.ul`
  margin: 0;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  list-style: none;
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSize.xs};

  li + li {
    margin-top: ${({ theme }) => theme.space.xxs};
  }
`;
