import type { ReactNode } from 'react';
import styled from 'styled-components';

export type EmptyStateProps = {
  title: ReactNode;
  description?: ReactNode;
  /** A decorative icon or illustration. */
  icon?: ReactNode;
  /** A button or link that gets the user going. */
  action?: ReactNode;
  className?: string;
};

/** What a list shows when it has nothing in it. */
export function EmptyState({ title, description, icon, action, className }: EmptyStateProps) {
  return (
    <Box className={className}>
      {icon && <Icon aria-hidden>{icon}</Icon>}
      <Title>{title}</Title>
      {description && <Description>{description}</Description>}
      {action && <Action>{action}</Action>}
    </Box>
  );
}

const Box = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.xxxl} ${theme.space.xl}`};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  text-align: center;
`;

const Icon = styled.div`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 2rem;
`;

const Title = styled.p`
  font-weight: 600;
`;

const Description = styled.p`
  max-width: 46ch;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const Action = styled.div`
  margin-top: ${({ theme }) => theme.space.sm};
`;
