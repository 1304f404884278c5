import styled from 'styled-components';

/** A setting's checkbox with its label beside it, the box aligned with the label's first line. */
export const CheckboxLabel = styled.label`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  font-weight: 600;

  input {
    flex: none;
    width: 18px;
    height: 18px;
    margin: 2px 0 0;
  }
`;

/** The small, muted line that explains a box of the campaigns screen. */
