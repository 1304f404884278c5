import { Card } from '@studio/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';

type SectionFrameProps = { title: string; description: ReactNode; icon?: ReactNode; children?: ReactNode };

/** The frame of a part of the admin area: its heading, a line on what it is for, then its content. */
export function SectionFrame({ title, description, icon, children }: SectionFrameProps) {
  return (
    <Card as="section" aria-labelledby={headingId(title)}>
      <Header>
        {icon && <IconBox aria-hidden>{icon}</IconBox>}
        <div>
          <Title id={headingId(title)}>{title}</Title>
          <Description>{description}</Description>
        </div>
      </Header>
      {children}
    </Card>
  );
}

const headingId = (title: string) => `section-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;

const Header = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.lg};
`;

const IconBox = styled.div`
  display: grid;
  place-items: center;
  flex: none;
  width: 44px;
  height: 44px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: color-mix(in srgb, ${({ theme }) => theme.colors.primary} 12%, transparent);
  color: ${({ theme }) => theme.colors.primary};
`;

const Title = styled.h2`
  font-size: ${({ theme }) => theme.fontSize.lg};
  font-weight: 700;
`;

const Description = styled.p`
  margin-top: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;
