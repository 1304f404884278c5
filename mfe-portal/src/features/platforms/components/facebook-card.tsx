import { Alert, Badge, Button, Card, LinkButton, MutedText, Row, Spinner, Stack, tint } from '@studio/ui';
import { paths } from '@studio/web';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useBulkPosts } from '../../../api/bulk-posts.ts';
import { useVoidingConfirm } from '../../../components/voiding-confirm.tsx';
import { accountKey, pageKey } from '../../facebook/index.ts';
import type { FacebookConnection } from '../hooks/use-facebook-connection.ts';
import { platformsTexts } from '../texts.ts';
import { InstagramQuotaList } from './instagram-quota.tsx';
import { ChoiceList, Detail, Fieldset, Title } from './platform-card-parts.tsx';

const t = platformsTexts.facebook;

/**
 * The Facebook card of step 3: connect, disconnect, the pages and Instagram
 * accounts with checkboxes, saving the selection and a link to the Facebook pages screen.
 */
export function FacebookCard({ facebook }: { facebook: FacebookConnection }) {
  const { connection, selection } = facebook;
  // Where posts go out is part of what their approval covers: a new selection asks first.
  const posts = useBulkPosts();
  const voiding = useVoidingConfirm();
  const save = () =>
    voiding.guard(facebook.changed ? (posts.data?.bulkPosts ?? []) : [], () => facebook.save());
  const reconnect = facebook.reconnectMessage !== null;

  return (
    <Card as="section" aria-labelledby="facebook-card-title">
      <Stack $gap="lg">
        <Row $justify="space-between" $align="flex-start">
          <div>
            <Title id="facebook-card-title">{t.title}</Title>
            <MutedText>{t.description}</MutedText>
            {connection.userName && <ConnectedAs>{t.connectedAs(connection.userName)}</ConnectedAs>}
          </div>
          <Badge tone={facebook.unavailable ? 'warning' : connection.connected ? 'success' : 'neutral'}>
            {facebook.unavailable ? t.unknown : connection.connected ? t.connected : t.notConnected}
          </Badge>
        </Row>

        {connection.source === 'sandbox' && <Alert tone="info">{t.sandbox}</Alert>}
        {facebook.unavailable && (
          <Alert tone="danger" title={t.unavailableTitle}>
            {t.unavailableHint}
          </Alert>
        )}
        {reconnect && (
          <Alert tone="warning" title={t.reconnectTitle}>
            {facebook.reconnectMessage}
            <br />
            {t.reconnectHint}
          </Alert>
        )}
        {facebook.loading && <Spinner size={20} label={t.loading} />}

        {connection.connected && (
          <>
            {!facebook.hasSavedSelection && !facebook.unavailable && (
              <NextStep role="status">
                <strong>{t.nextStepTitle}</strong> {t.nextStep}
              </NextStep>
            )}
            <Choices legend={t.pages} empty={connection.pages.length === 0 ? t.noPages : null}>
              {connection.pages.map((page) => (
                <Choice
                  key={page.id}
                  id={pageKey(page.id)}
                  label={page.name}
                  detail={page.category}
                  checked={selection.has(pageKey(page.id))}
                  onChange={() => facebook.toggle(pageKey(page.id))}
                />
              ))}
            </Choices>
            <Choices legend={t.accounts} empty={connection.accounts.length === 0 ? t.noAccounts : null}>
              {connection.accounts.map((account) => (
                <Choice
                  key={account.id}
                  id={accountKey(account.id)}
                  label={t.accountLabel(account.name, account.username)}
                  checked={selection.has(accountKey(account.id))}
                  onChange={() => facebook.toggle(accountKey(account.id))}
                />
              ))}
            </Choices>
            <InstagramQuotaList instagramIds={facebook.savedInstagramIds} />
          </>
        )}

        <Row $gap="sm">
          {facebook.unavailable ? (
            <Button onClick={() => void facebook.retry()} loading={facebook.retrying}>
              {t.retry}
            </Button>
          ) : connection.connected ? (
            <>
              <Button
                onClick={save}
                loading={facebook.saving}
                disabled={selection.size === 0 || facebook.disconnecting}
              >
                {t.save}
              </Button>
              <Button
                variant="danger"
                onClick={() => void facebook.disconnect()}
                loading={facebook.disconnecting}
                disabled={facebook.saving}
              >
                {t.disconnect}
              </Button>
            </>
          ) : (
            <Button onClick={() => void facebook.connect()}>{reconnect ? t.reconnect : t.connect}</Button>
          )}
          <LinkButton to={paths.facebookPages} variant="ghost">
            {t.pagesLink}
          </LinkButton>
        </Row>
      </Stack>
      {voiding.dialog}
    </Card>
  );
}

function Choices({ legend, empty, children }: { legend: string; empty: string | null; children: ReactNode }) {
  return (
    <Fieldset>
      <legend>{legend}</legend>
      {empty ? <MutedText>{empty}</MutedText> : <ChoiceList>{children}</ChoiceList>}
    </Fieldset>
  );
}

type ChoiceProps = { id: string; label: string; detail?: string; checked: boolean; onChange: () => void };

function Choice({ id, label, detail, checked, onChange }: ChoiceProps) {
  const inputId = `choice-${id.replace(/[^a-zA-Z0-9_-]/g, '-')}`;
  return (
    <li>
      <input type="checkbox" id={inputId} checked={checked} onChange={onChange} />
      <label htmlFor={inputId}>{label}</label>
      {detail && <Detail>{detail}</Detail>}
    </li>
  );
}

/** The step the owner is on, in the accent's colour: a direction, not a warning. */
const NextStep = styled.p`
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-left: 4px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => tint(theme.colors.primary, 10)};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const ConnectedAs = styled.p`
  margin-top: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: 500;
`;
