import styled from 'styled-components';

/**
 * Short notes in a dashed muted box (role=note), one a line: why the AI's answers look generic
 * (the offline writer, the offline images). Nothing when there is no note.
 */
export function NoteList({ notes }: { notes: readonly string[] }) {
  if (notes.length === 0) return null;
  return (
    // The note is the box; its lines stay a list (a list given another role leaves its items orphaned).
    <Notes role="note">
      <ul>
        {notes.map((note) => (
          <li key={note}>{note}</li>
        ))}
      </ul>
    </Notes>
  );
}

const Notes = styled.div`
  margin: 0;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  list-style: none;
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSize.xs};

  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li + li {
    margin-top: ${({ theme }) => theme.space.xxs};
  }
`;
