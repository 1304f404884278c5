import { useId } from 'react';
import styled from 'styled-components';
import { authTexts } from '../texts.ts';

const { marketing } = authTexts;

/** What the platform does for a clinic or an aesthetics shop, beside the login form. */
export function MarketingPanel() {
  const titleId = useId();
  return (
    <Panel aria-labelledby={titleId}>
      <Content>
        <Eyebrow>{marketing.eyebrow}</Eyebrow>
        <Headline id={titleId}>{marketing.headline}</Headline>
        <Lead>{marketing.lead}</Lead>
        <Points>
          {marketing.points.map((point, index) => (
            <Point key={point.title}>
              <PointNumber aria-hidden>{index + 1}</PointNumber>
              <div>
                <PointTitle>{point.title}</PointTitle>
                <PointBody>{point.body}</PointBody>
              </div>
            </Point>
          ))}
        </Points>
      </Content>
    </Panel>
  );
}

const Panel = styled.section`
  position: relative;
  overflow: hidden;
  display: flex;
  align-items: center;
  padding: ${({ theme }) => `${theme.space.xxxl} ${theme.space.xxxl}`};
  color: #f2fbfa;
  background:
    radial-gradient(circle at 85% 10%, rgba(255, 255, 255, 0.16), transparent 45%),
    radial-gradient(circle at 10% 95%, rgba(120, 220, 210, 0.22), transparent 50%),
    linear-gradient(155deg, #0b7273 0%, #0a5560 55%, #133f52 100%);

  @media (max-width: ${({ theme }) => theme.breakpoint.md}) {
    padding: ${({ theme }) => `${theme.space.xxl} ${theme.space.xl}`};
  }
`;

const Content = styled.div`
  position: relative;
  max-width: 520px;
  margin: 0 auto;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

const Eyebrow = styled.p`
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: 600;
  letter-spacing: 0.04em;
  text-transform: uppercase;
  opacity: 0.85;
`;

const Headline = styled.h2`
  font-size: 2rem;
  font-weight: 700;
  letter-spacing: -0.01em;

  @media (max-width: ${({ theme }) => theme.breakpoint.md}) {
    font-size: ${({ theme }) => theme.fontSize.xl};
  }
`;

const Lead = styled.p`
  font-size: ${({ theme }) => theme.fontSize.lg};
  opacity: 0.92;

  @media (max-width: ${({ theme }) => theme.breakpoint.md}) {
    font-size: ${({ theme }) => theme.fontSize.md};
  }
`;

const Points = styled.ul`
  list-style: none;
  margin: ${({ theme }) => theme.space.sm} 0 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

const Point = styled.li`
  display: flex;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid rgba(255, 255, 255, 0.18);
  border-radius: ${({ theme }) => theme.radius.md};
  background: rgba(255, 255, 255, 0.07);
`;

const PointNumber = styled.span`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 28px;
  height: 28px;
  border-radius: 50%;
  background: rgba(255, 255, 255, 0.18);
  font-weight: 700;
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const PointTitle = styled.p`
  font-weight: 600;
`;

const PointBody = styled.p`
  margin-top: ${({ theme }) => theme.space.xxs};
  font-size: ${({ theme }) => theme.fontSize.sm};
  opacity: 0.88;
`;
