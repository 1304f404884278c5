import { Spinner } from '@studio/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';

/**
 * A spinner and what is being done beside it, muted: 'Writing the description and ranking images…'.
 * `label` names the spinner for screen readers.
 */
export function WorkingLine({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Working>
      <Spinner size={20} label={label} />
      {children}
    </Working>
  );
}

const Working = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;
