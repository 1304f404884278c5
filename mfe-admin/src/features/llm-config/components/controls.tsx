import { Input, Label, MutedText } from '@studio/ui';
import { type ReactNode, useId, useState } from 'react';
import styled from 'styled-components';

type SliderFieldProps = {
  label: string;
  min: number;
  max: number;
  step: number;
  initial: number;
  /** How the value is written beside the label, e.g. '150 words'. */
  format?: (value: number) => string;
  hint?: ReactNode;
};

/** A range input that shows its value; it moves on screen only. */
export function SliderField({ label, min, max, step, initial, format = String, hint }: SliderFieldProps) {
  const id = useId();
  const [value, setValue] = useState<number>(initial);
  return (
    <Control>
      <Top>
        <Label htmlFor={id}>{label}</Label>
        <Value htmlFor={id}>{format(value)}</Value>
      </Top>
      <Range
        id={id}
        type="range"
        min={min}
        max={max}
        step={step}
        value={value}
        aria-valuetext={format(value)}
        onChange={(event) => setValue(Number(event.target.value))}
      />
      <Scale aria-hidden>
        <span>{format(min)}</span>
        <span>{format(max)}</span>
      </Scale>
      {hint && <MutedText>{hint}</MutedText>}
    </Control>
  );
}

/** A checkbox with its label and a line on what it does. */
export function CheckboxField({
  label,
  hint,
  initial,
}: {
  label: string;
  hint?: ReactNode;
  initial: boolean;
}) {
  const id = useId();
  const [checked, setChecked] = useState(initial);
  return (
    <Check>
      <Input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(event) => setChecked(event.target.checked)}
      />
      <div>
        <Label htmlFor={id}>{label}</Label>
        {hint && <MutedText>{hint}</MutedText>}
      </div>
    </Check>
  );
}

const Control = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
`;

const Top = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;

const Value = styled.output`
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: 700;
  font-variant-numeric: tabular-nums;
`;

const Range = styled.input`
  width: 100%;
  accent-color: ${({ theme }) => theme.colors.primary};
`;

const Scale = styled.div`
  display: flex;
  justify-content: space-between;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSize.xs};
`;

const Check = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.md};

  input {
    margin-top: 2px;
    flex: none;
  }
`;
