import { paths, useDocumentTitle } from '@studio/web';
import type { MouseEvent, ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';

export type LegalSection = { id: string; title: string; body: ReactNode };

type LegalPageProps = {
  title: string;
  lastUpdated: string;
  intro: ReactNode;
  sections: LegalSection[];
};

/** The frame of the terms of service and the privacy policy: back link, contents, numbered sections. */
export function LegalPage({ title, lastUpdated, intro, sections }: LegalPageProps) {
  useDocumentTitle(title);

  // Back to where the reader came from inside the platform; a page opened directly goes home instead.
  // The router gives the first page of a visit the key 'default' and every page it leads to another.
  const { key } = useLocation();
  const navigate = useNavigate();
  const back = (event: MouseEvent<HTMLAnchorElement>) => {
    if (key === 'default') return;
    event.preventDefault();
    navigate(-1);
  };

  return (
    <Page>
      <BackLink to={paths.home} onClick={back}>
        <span aria-hidden>←</span> Back
      </BackLink>
      <header>
        <h1>{title}</h1>
        <Updated>Last updated: {lastUpdated}</Updated>
      </header>
      <Intro>{intro}</Intro>
      <Contents aria-label="Contents">
        <h2>Contents</h2>
        <ol>
          {sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.title}</a>
            </li>
          ))}
        </ol>
      </Contents>
      {sections.map((section, index) => (
        <Section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`}>
          <h2 id={`${section.id}-title`}>
            {index + 1}. {section.title}
          </h2>
          {section.body}
        </Section>
      ))}
      <Footer>
        <Link to={paths.terms}>Terms of Service</Link>
        <span aria-hidden>·</span>
        <Link to={paths.privacy}>Privacy Policy</Link>
      </Footer>
    </Page>
  );
}

const Page = styled.main`
  max-width: 76ch;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.xxl} ${theme.space.xl} ${theme.space.xxxl}`};
  line-height: 1.7;

  h1 { font-size: 2rem; letter-spacing: -0.015em; }
  h2 { font-size: ${({ theme }) => theme.fontSize.lg}; margin-bottom: ${({ theme }) => theme.space.sm}; }
  p, ul { margin: 0 0 ${({ theme }) => theme.space.md}; }
  ul { padding-left: 1.25rem; }
  li + li { margin-top: ${({ theme }) => theme.space.xs}; }
`;

const BackLink = styled(Link)`
  display: inline-flex;
  gap: ${({ theme }) => theme.space.xs};
  margin-bottom: ${({ theme }) => theme.space.xl};
  font-weight: 600;
  text-decoration: none;
`;

const Updated = styled.p`
  margin-top: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const Intro = styled.div`
  margin: ${({ theme }) => theme.space.xl} 0;
  font-size: ${({ theme }) => theme.fontSize.lg};
  color: ${({ theme }) => theme.colors.text};
`;

const Contents = styled.nav`
  margin-bottom: ${({ theme }) => theme.space.xxl};
  padding: ${({ theme }) => `${theme.space.lg} ${theme.space.xl}`};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};

  h2 { font-size: ${({ theme }) => theme.fontSize.sm}; text-transform: uppercase; letter-spacing: 0.05em; color: ${({ theme }) => theme.colors.textMuted}; }
  ol { margin: 0; padding-left: 1.5rem; columns: 2 18rem; column-gap: 3.5rem; }
  li { break-inside: avoid; }
`;

const Section = styled.section`
  margin-bottom: ${({ theme }) => theme.space.xxl};
  scroll-margin-top: ${({ theme }) => theme.space.xl};
`;

const Footer = styled.footer`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  padding-top: ${({ theme }) => theme.space.xl};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;
