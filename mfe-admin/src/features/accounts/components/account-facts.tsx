import styled from 'styled-components';

/** A moment as the admin reads it on the account's cards, or a dash when there is none. */
export const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString('en-GB') : '—');

/** A card's facts: each label in a muted column beside its value, a long value broken where it must. */
export const Facts = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, max-content) minmax(0, 1fr);
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  margin: 0;

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }

  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

/** A card's list of things (pages, users), one a line, without bullets. */
export const FactList = styled.ul`
  list-style: none;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.sm};
`;
