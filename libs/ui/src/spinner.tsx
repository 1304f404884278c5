import styled, { keyframes } from 'styled-components';
import { VisuallyHidden } from './visually-hidden.tsx';

const spin = keyframes`to { transform: rotate(360deg); }`;

const Ring = styled.span<{ $size: number }>`
  display: inline-block;
  flex: none;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border: 2px solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  opacity: 0.8;
  animation: ${spin} 0.7s linear infinite;
`;

export type SpinnerProps = {
  size?: number;
  /** What screen readers hear. */
  label?: string;
  /** Hidden from screen readers: the surrounding control already says it is busy. */
  decorative?: boolean;
  className?: string;
};

export function Spinner({ size = 18, label = 'Loading', decorative = false, className }: SpinnerProps) {
  if (decorative) return <Ring $size={size} aria-hidden className={className} />;
  return (
    <span role="status" className={className} style={{ display: 'inline-flex' }}>
      <Ring $size={size} aria-hidden />
      <VisuallyHidden>{label}</VisuallyHidden>
    </span>
  );
}

/** A spinner centred in the space of a page or a panel while its data loads. */
export const CenteredSpinner = styled(Spinner).attrs({ size: 28 })`
  display: flex !important;
  justify-content: center;
  padding: ${({ theme }) => theme.space.xxl};
  color: ${({ theme }) => theme.colors.primary};
`;
