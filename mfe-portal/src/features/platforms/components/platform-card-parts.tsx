import styled from 'styled-components';

/** The pieces the platform cards (Facebook & Instagram, Google Business Profile) are drawn with. */

export const Title = styled.h2`
  font-size: ${({ theme }) => theme.fontSize.lg};
  font-weight: 600;
`;

export const Fieldset = styled.fieldset`
  margin: 0;
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};

  legend {
    padding: 0 ${({ theme }) => theme.space.xs};
    font-weight: 600;
  }
`;

export const ChoiceList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;

  /* The box keeps its column and a long name wraps beside it, never below it (phones). */
  li {
    display: grid;
    grid-template-columns: 18px minmax(0, 1fr);
    align-items: center;
    column-gap: ${({ theme }) => theme.space.sm};
  }

  input {
    width: 18px;
    height: 18px;
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.primary};
  }

  label {
    overflow-wrap: anywhere;
    cursor: pointer;
  }

  /* The label is the target a finger hits: 44 px tall (WCAG 2.5.5). */
  @media (pointer: coarse) {
    label {
      display: flex;
      align-items: center;
      min-height: 44px;
    }
  }
`;

export const Detail = styled.span`
  grid-column: 2;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;
