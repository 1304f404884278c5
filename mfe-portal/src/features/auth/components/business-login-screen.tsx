import { Card, ThemeToggle, themeToggleTexts } from '@studio/ui';
import { paths, useDocumentTitle } from '@studio/web';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { texts } from '../../../texts.ts';
import { authTexts } from '../texts.ts';
import { ForgotPassword } from './forgot-password.tsx';
import { LoginForm } from './login-form.tsx';
import { MarketingPanel } from './marketing-panel.tsx';

/** The business login (/, /login, /business/login): the form, and beside it what the product does. */
export function BusinessLoginScreen() {
  useDocumentTitle(authTexts.login.title);
  return (
    <Page>
      <FormSide>
        <Brand>{texts.brand}</Brand>
        <FormCard>
          <Heading>
            <h1>{authTexts.login.title}</h1>
            <Subtitle>{authTexts.login.subtitle}</Subtitle>
          </Heading>
          <LoginForm />
          <ForgotPassword />
        </FormCard>
        <AdminHint>
          {authTexts.login.adminLink} <Link to={paths.admin}>{authTexts.login.adminLinkAction}</Link>
        </AdminHint>
        <ThemeToggle {...themeToggleTexts.el} />
      </FormSide>
      <MarketingPanel />
    </Page>
  );
}

const Page = styled.main`
  display: grid;
  grid-template-columns: minmax(360px, 1fr) minmax(0, 1.15fr);
  min-height: 100vh;

  @media (max-width: ${({ theme }) => theme.breakpoint.md}) {
    grid-template-columns: 1fr;
  }
`;

const FormSide = styled.div`
  display: flex;
  flex-direction: column;
  justify-content: center;
  align-items: center;
  gap: ${({ theme }) => theme.space.xl};
  padding: ${({ theme }) => `${theme.space.xxxl} ${theme.space.xl}`};

  @media (max-width: ${({ theme }) => theme.breakpoint.md}) {
    padding: ${({ theme }) => `${theme.space.xxl} ${theme.space.lg}`};
  }
`;

const Brand = styled.p`
  font-size: ${({ theme }) => theme.fontSize.lg};
  font-weight: 700;
  color: ${({ theme }) => theme.colors.primary};
  letter-spacing: -0.01em;
`;

const FormCard = styled(Card)`
  width: 100%;
  max-width: 400px;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xl};
`;

const Heading = styled.div`
  h1 {
    font-size: ${({ theme }) => theme.fontSize.xl};
    font-weight: 700;
  }
`;

const Subtitle = styled.p`
  margin-top: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const AdminHint = styled.p`
  text-align: center;
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;
