import type { Consent } from '@studio/contracts';
import { Alert, Button, toast } from '@studio/ui';
import { Table, Td, Th, Tr } from '@studio/ui/content';
import { errorMessage } from '@studio/web';
import styled from 'styled-components';
import { downloadConsentForm } from '../../../api/consents.ts';
import { texts } from '../../../texts.ts';
import { mediaTexts } from '../texts.ts';
import { ConsentStateBadge, channelsOf, greekDay } from './consent-state.tsx';

const t = mediaTexts.ledger;

type ConsentsLedgerProps = {
  consents: Consent[] | undefined;
  failed: boolean;
  today: string;
  onWithdraw: (consent: Consent) => void;
};

/** The account's consent ledger, below its library: each consent, its form and its withdrawal. */
export function ConsentsLedger({ consents, failed, today, onWithdraw }: ConsentsLedgerProps) {
  const download = (consent: Consent) =>
    downloadConsentForm(consent).catch((error: unknown) =>
      toast.error(texts.errorTitle, { description: errorMessage(error, mediaTexts.failed) }),
    );
  return (
    <Section aria-labelledby="consents-ledger">
      <h2 id="consents-ledger">{t.title}</h2>
      <p>{t.description}</p>
      {failed && <Alert tone="danger">{t.loadFailed}</Alert>}
      {consents && consents.length === 0 && <p>{t.empty}</p>}
      {consents && consents.length > 0 && (
        <Stacking>
          <Table caption={t.title}>
            <thead>
              <Tr>
                <Th>{t.person}</Th>
                <Th>{t.channels}</Th>
                <Th>{t.period}</Th>
                <Th>{t.images}</Th>
                <Th>{t.state}</Th>
                <Th>{t.actions}</Th>
              </Tr>
            </thead>
            <tbody>
              {consents.map((consent) => (
                <Tr key={consent.id}>
                  <Td data-label={t.person}>
                    <strong>{consent.personRef}</strong>
                  </Td>
                  <Td data-label={t.channels}>{channelsOf(consent)}</Td>
                  <Td data-label={t.period}>
                    <NoWrap>{`${greekDay(consent.startsOn)} – ${greekDay(consent.endsOn)}`}</NoWrap>
                  </Td>
                  <Td data-label={t.images}>{consent.mediaIds.length}</Td>
                  <Td data-label={t.state}>
                    <ConsentStateBadge consent={consent} today={today} />
                  </Td>
                  <Td data-label={t.actions}>
                    <Actions>
                      <Button
                        size="sm"
                        variant="secondary"
                        aria-label={mediaTexts.consent.formDownload(consent.personRef)}
                        onClick={() => download(consent)}
                      >
                        {mediaTexts.consent.form}
                      </Button>
                      {consent.withdrawnAt === null && (
                        <Button size="sm" variant="danger" onClick={() => onWithdraw(consent)}>
                          {mediaTexts.consent.withdraw}
                        </Button>
                      )}
                    </Actions>
                  </Td>
                </Tr>
              ))}
            </tbody>
          </Table>
        </Stacking>
      )}
    </Section>
  );
}

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};

  h2 {
    font-size: ${({ theme }) => theme.fontSize.lg};
  }

  > p {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSize.sm};
  }
`;

/** On a phone each consent is a card of labelled lines, not a table to scroll sideways. */
const Stacking = styled.div`
  td:last-child {
    white-space: nowrap;
  }

  @media (max-width: ${({ theme }) => theme.breakpoint.sm}) {
    thead {
      display: none;
    }
    tr {
      display: block;
      padding: ${({ theme }) => theme.space.sm} 0;
    }
    td {
      display: grid;
      grid-template-columns: 7.5rem 1fr;
      gap: ${({ theme }) => theme.space.sm};
      align-items: center;
      justify-items: start;
      padding-block: ${({ theme }) => theme.space.xs};
      white-space: normal;
    }
    td::before {
      content: attr(data-label);
      color: ${({ theme }) => theme.colors.textMuted};
      font-size: ${({ theme }) => theme.fontSize.xs};
      font-weight: 600;
      text-transform: uppercase;
    }
    td:last-child {
      white-space: normal;
    }
  }
`;

const NoWrap = styled.span`
  white-space: nowrap;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: nowrap;
  gap: ${({ theme }) => theme.space.xs};
`;
