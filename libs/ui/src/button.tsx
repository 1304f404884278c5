import type { ComponentProps } from 'react';
import { Link } from 'react-router-dom';
import styled, { css, type DefaultTheme } from 'styled-components';
import { Spinner } from './spinner.tsx';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md';

type StyleProps = { $variant: ButtonVariant; $size: ButtonSize; $block?: boolean };

const variants: Record<ButtonVariant, (theme: DefaultTheme) => ReturnType<typeof css>> = {
  primary: (t) => css`
    background: ${t.colors.primary};
    color: ${t.colors.primaryText};
    border-color: ${t.colors.primary};
    &:hover:not(:disabled) { background: ${t.colors.primaryHover}; border-color: ${t.colors.primaryHover}; }
  `,
  secondary: (t) => css`
    background: ${t.colors.surface};
    color: ${t.colors.text};
    border-color: ${t.colors.border};
    &:hover:not(:disabled) { background: ${t.colors.surfaceMuted}; }
  `,
  ghost: (t) => css`
    background: transparent;
    color: ${t.colors.text};
    border-color: transparent;
    &:hover:not(:disabled) { background: ${t.colors.surfaceMuted}; }
  `,
  danger: (t) => css`
    background: ${t.colors.danger};
    color: ${t.colors.dangerText};
    border-color: ${t.colors.danger};
    &:hover:not(:disabled) { filter: brightness(0.92); }
  `,
};

const buttonStyles = css<StyleProps>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  width: ${({ $block }) => ($block ? '100%' : 'auto')};
  /* A label longer than its container has room for wraps inside the button instead of running past it. */
  max-width: 100%;
  min-height: ${({ $size }) => ($size === 'sm' ? '32px' : '40px')};
  padding: ${({ $size, theme }) =>
    $size === 'sm' ? `${theme.space.xs} ${theme.space.md}` : `${theme.space.xs} ${theme.space.lg}`};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radius.md};
  font-size: ${({ $size, theme }) => ($size === 'sm' ? theme.fontSize.sm : theme.fontSize.md)};
  font-weight: 600;
  line-height: 1.2;
  text-align: center;
  text-decoration: none;
  cursor: pointer;
  transition: background 0.15s, border-color 0.15s, filter 0.15s;
  ${({ $variant, theme }) => variants[$variant](theme)}
  &:hover { text-decoration: none; }
  &:disabled, &[aria-disabled='true'] { opacity: 0.55; cursor: not-allowed; }
`;

const StyledButton = styled.button<StyleProps>`${buttonStyles}`;
const StyledLink = styled(Link)<StyleProps>`
  ${buttonStyles}
  &:hover { color: inherit; }
`;

type Common = { variant?: ButtonVariant; size?: ButtonSize; block?: boolean };

export type ButtonProps = ComponentProps<'button'> &
  Common & {
    /** Disables the button and shows a spinner before the label (the label stays, e.g. 'Signing in...'). */
    loading?: boolean;
  };

export function Button({
  variant = 'primary',
  size = 'md',
  block,
  loading = false,
  disabled,
  type = 'button',
  children,
  ...rest
}: ButtonProps) {
  return (
    <StyledButton
      type={type}
      $variant={variant}
      $size={size}
      $block={block}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading && <Spinner size={14} decorative />}
      {children}
    </StyledButton>
  );
}

export type LinkButtonProps = ComponentProps<typeof Link> & Common;

/** A router link drawn as a button (Back, Continue, Open portal). */
export function LinkButton({ variant = 'secondary', size = 'md', block, ...rest }: LinkButtonProps) {
  return <StyledLink $variant={variant} $size={size} $block={block} {...rest} />;
}
