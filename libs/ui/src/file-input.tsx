import { type ComponentProps, useId } from 'react';
import styled from 'styled-components';

export type FileInputProps = Omit<ComponentProps<'input'>, 'type'> & {
  /** The button's words, in the page's language ('Choose image', 'Επιλογή εικόνας'). */
  buttonLabel: string;
};

/**
 * A file chooser drawn as the platform's secondary button, in the page's language: the browser's own
 * 'Choose File' button is unstyled and speaks the browser's language. The native input stays in the
 * page, out of sight but focusable, so the keyboard, the label of its Field and tests reach it.
 */
export function FileInput({ buttonLabel, id, className, ...rest }: FileInputProps) {
  const fallbackId = useId();
  const inputId = id ?? fallbackId;
  return (
    <Wrap className={className}>
      <Native type="file" id={inputId} {...rest} />
      <Pick htmlFor={inputId} aria-hidden>
        {buttonLabel}
      </Pick>
    </Wrap>
  );
}

const Wrap = styled.span`
  position: relative;
  display: inline-flex;
`;

const Native = styled.input`
  position: absolute;
  width: 1px;
  height: 1px;
  opacity: 0;
  overflow: hidden;
`;

const Pick = styled.label`
  display: inline-flex;
  align-items: center;
  min-height: 40px;
  padding: 0 ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-weight: 600;
  cursor: pointer;

  &:hover { background: ${({ theme }) => theme.colors.surfaceMuted}; }
  ${Native}:focus-visible + & {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  ${Native}:disabled + & { opacity: 0.55; cursor: not-allowed; }
`;
