import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';
import styled from 'styled-components';

export type Tab = { id: string; label: string; content: ReactNode };

type TabsProps = { tabs: readonly Tab[]; label: string };

/**
 * Tabs as the ARIA pattern has them: one tab stop, arrow keys, Home and End move between the tabs,
 * and each panel is named by its tab. Hidden panels stay mounted, so what was changed in them stays.
 */
export function Tabs({ tabs, label }: TabsProps) {
  const base = useId();
  const [selected, setSelected] = useState(tabs[0]?.id);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const index = Math.max(
    0,
    tabs.findIndex((t) => t.id === selected),
  );

  const select = (next: number) => {
    const wrapped = (next + tabs.length) % tabs.length;
    setSelected(tabs[wrapped]?.id);
    buttons.current[wrapped]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: tabs.length - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    select(next);
  };

  return (
    <div>
      <List role="tablist" aria-label={label} onKeyDown={onKeyDown}>
        {tabs.map((tab, i) => (
          <TabButton
            key={tab.id}
            ref={(element) => {
              buttons.current[i] = element;
            }}
            type="button"
            role="tab"
            id={`${base}-${tab.id}-tab`}
            aria-selected={i === index}
            aria-controls={`${base}-${tab.id}-panel`}
            tabIndex={i === index ? 0 : -1}
            onClick={() => setSelected(tab.id)}
          >
            {tab.label}
          </TabButton>
        ))}
      </List>
      {tabs.map((tab, i) => (
        <Panel
          key={tab.id}
          role="tabpanel"
          id={`${base}-${tab.id}-panel`}
          aria-labelledby={`${base}-${tab.id}-tab`}
          tabIndex={0}
          hidden={i !== index}
        >
          {tab.content}
        </Panel>
      ))}
    </div>
  );
}

const List = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  overflow-x: auto;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const TabButton = styled.button`
  flex: none;
  margin-bottom: -1px;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  border: 0;
  border-bottom: 2px solid transparent;
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: 600;
  cursor: pointer;

  &:hover {
    color: ${({ theme }) => theme.colors.text};
  }
  &[aria-selected='true'] {
    border-bottom-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primary};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -2px;
  }

  /* On a phone the tabs share the width and their labels may wrap, so none hides off-screen. */
  @media (max-width: ${({ theme }) => theme.breakpoint.sm}) {
    flex: 1 1 0;
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.xs}`};
    text-align: center;
  }
`;

const Panel = styled.div`
  padding-top: ${({ theme }) => theme.space.xl};

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 4px;
    border-radius: ${({ theme }) => theme.radius.sm};
  }
`;
