import { LinkButton } from '@studio/ui';
import { paths, portalStep, prefixOf, useDocumentTitle } from '@studio/web';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { languageOf } from '../language.ts';

/**
 * SPEC's not-found screen (its English heading and router hint); under the business area, what a Greek
 * business reads beside it and the way back to its portal.
 */
export function NotFoundPage() {
  const { pathname } = useLocation();
  useDocumentTitle('404 Page Not Found');
  const greek = languageOf(pathname) === 'el';
  return (
    <Page>
      <Code aria-hidden>404</Code>
      <h1>404 Page Not Found</h1>
      {greek && (
        <Greek lang="el">Η σελίδα δεν βρέθηκε. Ελέγξτε τη διεύθυνση ή επιστρέψτε στην πύλη σας.</Greek>
      )}
      <p>
        Nothing lives at <code>{pathname}</code>. Did you forget to add the page to the router?
      </p>
      {greek ? (
        <LinkButton to={portalStep(prefixOf(pathname), 'campaigns')} variant="primary" lang="el">
          Επιστροφή στην πύλη
        </LinkButton>
      ) : (
        <LinkButton to={paths.home} variant="primary">
          Go to the home page
        </LinkButton>
      )}
    </Page>
  );
}

const Greek = styled.p`
  color: ${({ theme }) => theme.colors.text} !important;
  font-size: ${({ theme }) => theme.fontSize.lg};
`;

const Page = styled.main`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.lg};
  max-width: 560px;
  margin: 0 auto;
  padding: 18vh ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.xxxl};
  text-align: center;

  h1 { font-size: ${({ theme }) => theme.fontSize.xxl}; }
  p { color: ${({ theme }) => theme.colors.textMuted}; }
  code { font-family: ${({ theme }) => theme.font.mono}; font-size: 0.9em; word-break: break-all; }
`;

const Code = styled.div`
  font-size: 4.5rem;
  font-weight: 800;
  line-height: 1;
  letter-spacing: -0.04em;
  color: ${({ theme }) => theme.colors.primary};
  opacity: 0.25;
`;
