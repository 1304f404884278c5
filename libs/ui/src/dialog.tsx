import * as RadixDialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import styled, { keyframes } from 'styled-components';

export type DialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** Buttons along the bottom, right-aligned. */
  footer?: ReactNode;
  /** CSS width limit, e.g. '1200px' for the large AI dialog. Default 560px. */
  maxWidth?: string;
  /** False keeps the dialog open on a click outside (forms that must not lose their input). Esc still closes. */
  dismissOnOutsideClick?: boolean;
  /** Accessible name of the corner close button (the Greek portal passes 'Κλείσιμο'). */
  closeLabel?: string;
};

/** A modal dialog: focus is trapped inside, Esc closes, the title and description name it. */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  footer,
  maxWidth = '560px',
  dismissOnOutsideClick = true,
  closeLabel = 'Close',
}: DialogProps) {
  const keepOpen = (event: Event) => {
    if (!dismissOnOutsideClick) event.preventDefault();
  };
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <Overlay />
        <Content
          $maxWidth={maxWidth}
          onPointerDownOutside={keepOpen}
          onInteractOutside={keepOpen}
          // Without a description Radix would point aria-describedby at nothing.
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <Header>
            <div>
              <Title>{title}</Title>
              {description && <Description>{description}</Description>}
            </div>
            <RadixDialog.Close asChild>
              <CloseButton type="button" aria-label={closeLabel}>
                <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden>
                  <path
                    d="M6 6l12 12M18 6L6 18"
                    stroke="currentColor"
                    strokeWidth="2"
                    strokeLinecap="round"
                  />
                </svg>
              </CloseButton>
            </RadixDialog.Close>
          </Header>
          {/* Focusable, so a keyboard scrolls a long body that holds no control (WCAG 2.1.1). */}
          {children && <Body tabIndex={0}>{children}</Body>}
          {footer && <Footer>{footer}</Footer>}
        </Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

const fadeIn = keyframes`from { opacity: 0; }`;
const rise = keyframes`from { opacity: 0; transform: translate(-50%, -48%) scale(0.98); }`;

/*
 * The overlay and the dialog share one layer, painted in the order of the page: a dialog opened from
 * another (a confirmation) dims the first one as it dims the page.
 */
const Overlay = styled(RadixDialog.Overlay)`
  position: fixed;
  inset: 0;
  z-index: 1000;
  background: ${({ theme }) => theme.colors.overlay};
  animation: ${fadeIn} 0.15s ease-out;
`;

const Content = styled(RadixDialog.Content)<{ $maxWidth: string }>`
  position: fixed;
  top: 50%;
  left: 50%;
  z-index: 1000;
  transform: translate(-50%, -50%);
  display: flex;
  flex-direction: column;
  width: min(calc(100vw - 24px), ${({ $maxWidth }) => $maxWidth});
  max-height: calc(100vh - 32px);
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.lg};
  animation: ${rise} 0.18s ease-out;
  &:focus { outline: none; }
`;

const Header = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => `${theme.space.xl} ${theme.space.xl} ${theme.space.md}`};
`;

const Title = styled(RadixDialog.Title)`
  font-size: ${({ theme }) => theme.fontSize.lg};
  font-weight: 650;
`;

const Description = styled(RadixDialog.Description)`
  margin-top: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const CloseButton = styled.button`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 32px;
  height: 32px;
  margin: -4px -8px 0 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  cursor: pointer;
  &:hover { background: ${({ theme }) => theme.colors.surfaceMuted}; color: ${({ theme }) => theme.colors.text}; }
`;

const Body = styled.div`
  overflow-y: auto;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.xl} ${theme.space.xl}`};

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
    outline-offset: -2px;
  }
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.lg} ${theme.space.xl}`};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;
