import { Button } from '@studio/ui';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';

export type MenuItem = { label: string; onSelect: () => void; disabled?: boolean; danger?: boolean };

type PostMenuProps = { label: string; items: readonly MenuItem[]; disabled?: boolean };

/**
 * A kebab button opening a list of actions (WAI-ARIA menu button): Escape or a click outside closes it,
 * the arrow keys move between the items, choosing one closes the menu and gives focus back.
 */
export function PostMenu({ label, items, disabled }: PostMenuProps) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  useEffect(() => {
    if (!open) return;
    root.current?.querySelector<HTMLButtonElement>('[role="menuitem"]:not(:disabled)')?.focus();
    const closeOutside = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', closeOutside);
    return () => document.removeEventListener('mousedown', closeOutside);
  }, [open]);

  const close = () => {
    setOpen(false);
    trigger.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') return close();
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    const enabled = [
      ...(root.current?.querySelectorAll<HTMLButtonElement>('[role="menuitem"]:not(:disabled)') ?? []),
    ];
    const at = enabled.indexOf(document.activeElement as HTMLButtonElement);
    const step = event.key === 'ArrowDown' ? 1 : -1;
    enabled[(at + step + enabled.length) % enabled.length]?.focus();
  };

  return (
    <Root ref={root} onKeyDown={open ? onKeyDown : undefined}>
      <Trigger
        ref={trigger}
        variant="ghost"
        size="sm"
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        disabled={disabled}
        onClick={() => setOpen((value) => !value)}
      >
        <span aria-hidden>⋮</span>
      </Trigger>
      {open && (
        <List id={menuId} role="menu" aria-label={label}>
          {items.map((item) => (
            <Item
              key={item.label}
              type="button"
              role="menuitem"
              disabled={item.disabled}
              $danger={item.danger}
              onClick={() => {
                close();
                item.onSelect();
              }}
            >
              {item.label}
            </Item>
          ))}
        </List>
      )}
    </Root>
  );
}

const Root = styled.div`
  position: relative;
`;

/* A finger needs 44 px (WCAG 2.5.5), for the button and for each action it opens. */
const Trigger = styled(Button)`
  @media (pointer: coarse) {
    min-width: 44px;
    min-height: 44px;
  }
`;

const List = styled.div`
  position: absolute;
  top: calc(100% + ${({ theme }) => theme.space.xs});
  right: 0;
  z-index: 10;
  display: flex;
  flex-direction: column;
  min-width: 180px;
  padding: ${({ theme }) => theme.space.xs};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow.md};
`;

const Item = styled.button<{ $danger?: boolean }>`
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  @media (pointer: coarse) {
    min-height: 44px;
  }
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: transparent;
  color: ${({ theme, $danger }) => ($danger ? theme.colors.danger : theme.colors.text)};
  font-size: ${({ theme }) => theme.fontSize.sm};
  text-align: left;
  cursor: pointer;

  &:hover:not(:disabled),
  &:focus-visible {
    background: ${({ theme }) => theme.colors.surfaceMuted};
    outline: none;
  }
  &:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
`;
