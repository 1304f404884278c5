import styled, { css } from 'styled-components';

/** Shared look of text inputs, text areas and selects; `aria-invalid` draws the error state. */
const controlStyles = css`
  display: block;
  width: 100%;
  min-height: 40px;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSize.md};
  transition: border-color 0.15s, box-shadow 0.15s;

  &::placeholder { color: ${({ theme }) => theme.colors.textMuted}; opacity: 0.8; }
  &:hover:not(:disabled) { border-color: ${({ theme }) => theme.colors.textMuted}; }
  &:focus-visible {
    outline: none;
    border-color: ${({ theme }) => theme.colors.focus};
    box-shadow: 0 0 0 3px color-mix(in srgb, ${({ theme }) => theme.colors.focus} 30%, transparent);
  }
  &[aria-invalid='true'] { border-color: ${({ theme }) => theme.colors.danger}; }
  &:disabled { opacity: 0.6; cursor: not-allowed; background: ${({ theme }) => theme.colors.surfaceMuted}; }
`;

export const Input = styled.input`
  ${controlStyles}
  &[type='checkbox'], &[type='radio'] {
    display: inline-block;
    width: 18px;
    min-height: 0;
    height: 18px;
    padding: 0;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;

export const Textarea = styled.textarea`
  ${controlStyles}
  min-height: 96px;
  resize: vertical;
  line-height: 1.5;
`;

export const Select = styled.select`
  ${controlStyles}
  padding-right: ${({ theme }) => theme.space.xl};
  cursor: pointer;
`;
