import { cloneElement, isValidElement, type ReactElement, type ReactNode, useId } from 'react';
import styled from 'styled-components';
import { Label } from './label.tsx';

export type FieldProps = {
  label: ReactNode;
  /** One control (Input, Textarea, Select, ...). It gets the id, aria-invalid and aria-describedby. */
  children: ReactNode;
  error?: string;
  hint?: ReactNode;
  /** Marks the label; the control still needs its own `required` if the browser should check it. */
  required?: boolean;
  className?: string;
};

type ControlProps = { id?: string; 'aria-invalid'?: boolean; 'aria-describedby'?: string };

/** A labelled form control with its hint and error text, wired together for screen readers. */
export function Field({ label, children, error, hint, required, className }: FieldProps) {
  const generated = useId();
  const control = isValidElement<ControlProps>(children) ? (children as ReactElement<ControlProps>) : null;
  const id = control?.props.id ?? generated;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy =
    [control?.props['aria-describedby'], hintId, errorId].filter(Boolean).join(' ') || undefined;

  return (
    <Wrapper className={className}>
      <Label htmlFor={id}>
        {label}
        {required && <Required aria-hidden> *</Required>}
      </Label>
      {control
        ? cloneElement(control, {
            id,
            'aria-invalid': error ? true : undefined,
            'aria-describedby': describedBy,
          })
        : children}
      {hint && <Hint id={hintId}>{hint}</Hint>}
      {error && (
        <ErrorText id={errorId} role="alert">
          {error}
        </ErrorText>
      )}
    </Wrapper>
  );
}

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
`;

const Required = styled.span`
  color: ${({ theme }) => theme.colors.danger};
`;

const Hint = styled.p`
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const ErrorText = styled.p`
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.colors.danger};
`;
