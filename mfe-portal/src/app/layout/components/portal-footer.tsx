import { paths, SUPPORT_EMAIL } from '@studio/web';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { layoutTexts } from '../texts.ts';

/** Terms, privacy and the support address. */
export function PortalFooter() {
  return (
    <Footer aria-label={layoutTexts.footerLabel}>
      <Link to={paths.terms}>{layoutTexts.terms}</Link>
      <Link to={paths.privacy}>{layoutTexts.privacy}</Link>
      <span>
        {layoutTexts.support}: <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
      </span>
    </Footer>
  );
}

const Footer = styled.footer`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space.sm} ${theme.space.xl}`};
  padding: ${({ theme }) => `${theme.space.lg} 0`};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;
