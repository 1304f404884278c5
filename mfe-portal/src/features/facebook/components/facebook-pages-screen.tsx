import type { FacebookPagesResponse } from '@studio/contracts';
import { Alert, Button, Card, Field, Input, MutedText, Stack, toast } from '@studio/ui';
import { FieldWithButton } from '@studio/ui/content';
import { getBusinessToken, portalStep, useDocumentTitle } from '@studio/web';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { StandalonePage } from '../../../components/standalone-page.tsx';
import { texts } from '../../../texts.ts';
import { getFacebookPages } from '../api/get-facebook-pages.ts';
import { facebookTexts } from '../texts.ts';
import { hasStoredConnection, listedPages, type PagesResult, pagesFailure } from '../utils/pages-result.ts';

const t = facebookTexts.pages;

/**
 * /portal/facebook-pages: fetch the pages and Instagram accounts of an access token, or
 * those of the stored connection (loaded by themselves when signed in), with the data source.
 */
export function FacebookPagesScreen() {
  useDocumentTitle(facebookTexts.pages.title);
  const [token, setToken] = useState('');
  const [result, setResult] = useState<PagesResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const [autoLoaded, setAutoLoaded] = useState(false);

  useEffect(() => {
    if (!getBusinessToken()) return;
    let live = true;
    getFacebookPages()
      .then((answer) => {
        if (!live || !hasStoredConnection(answer)) return;
        setResult(listedPages(answer));
        setAutoLoaded(true);
      })
      .catch(() => {
        // Nothing stored to show: the token field is still there.
      });
    return () => {
      live = false;
    };
  }, []);

  const fetchPages = async () => {
    const accessToken = token.trim();
    if (!accessToken) return;
    setLoading(true);
    setError(null);
    try {
      const answer: FacebookPagesResponse = await getFacebookPages(accessToken);
      if (!answer.success) throw new Error(answer.message || t.failed);
      setResult(listedPages(answer));
      setAutoLoaded(false);
      toast.success(t.success, { description: t.source(answer.source) });
    } catch (failure) {
      setError(pagesFailure(failure));
    } finally {
      setLoading(false);
    }
  };

  return (
    <StandalonePage
      title={t.title}
      subtitle={t.subtitle}
      back={{ to: portalStep('/portal', 'platforms'), label: texts.back }}
    >
      <Card>
        <FieldWithButton
          as="form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void fetchPages();
          }}
        >
          <Field label={t.tokenLabel} hint={t.tokenHint}>
            <Input
              autoComplete="off"
              spellCheck={false}
              value={token}
              onChange={(event) => setToken(event.target.value)}
            />
          </Field>
          <Button type="submit" loading={loading} disabled={token.trim() === ''}>
            {loading ? t.fetching : t.fetch}
          </Button>
        </FieldWithButton>
      </Card>

      {error && (
        <Alert tone="danger" title={t.errorTitle}>
          {error}
          <br />
          {t.errorAdvice}
        </Alert>
      )}

      {result && (
        <Stack $gap="lg">
          {autoLoaded && <Alert tone="info">{t.autoLoaded}</Alert>}
          <Source>{t.source(result.source)}</Source>
          <Card as="section" aria-label={t.facebookPages}>
            <SectionTitle>{t.facebookPages}</SectionTitle>
            {result.facebookPages.length === 0 ? (
              <MutedText as="span">{t.noPages}</MutedText>
            ) : (
              <List>
                {result.facebookPages.map((page) => (
                  <li key={page.id}>
                    <strong>{page.name}</strong>
                    <MutedText as="span">
                      {t.category}: {page.category}
                    </MutedText>
                    <MutedText as="span">
                      {t.id}: <code>{page.id}</code>
                    </MutedText>
                  </li>
                ))}
              </List>
            )}
          </Card>
          <Card as="section" aria-label={t.instagramAccounts}>
            <SectionTitle>{t.instagramAccounts}</SectionTitle>
            {result.instagramAccounts.length === 0 ? (
              <MutedText as="span">{t.noAccounts}</MutedText>
            ) : (
              <List>
                {result.instagramAccounts.map((account) => (
                  <li key={account.id}>
                    <strong>{account.name}</strong>
                    <MutedText as="span">
                      {t.username}: @{account.username}
                    </MutedText>
                    <MutedText as="span">
                      {t.id}: <code>{account.id}</code>
                    </MutedText>
                  </li>
                ))}
              </List>
            )}
          </Card>
        </Stack>
      )}
    </StandalonePage>
  );
}

const SectionTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSize.lg};
  font-weight: 600;
`;

const Source = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  margin: ${({ theme }) => theme.space.md} 0 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space.xxs};
    padding-bottom: ${({ theme }) => theme.space.md};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }

  li:last-child {
    padding-bottom: 0;
    border-bottom: none;
  }
`;
