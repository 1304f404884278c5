import styled from 'styled-components';

/**
 * Short notes in a dashed muted box (role=note), one a line: why the AI's answers look generic
 * (the offline writer, the offline images). Nothing when there is no note.
 */
export function NoteList({ notes }: { notes: readonly string[] }) {
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
