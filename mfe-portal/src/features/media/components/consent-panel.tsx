import type { Consent, MediaItem } from '@studio/contracts';
import { Button, MutedText, Select, toast } from '@studio/ui';
import { errorMessage } from '@studio/web';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { attachConsent, consentStateOf, downloadConsentForm } from '../../../api/consents.ts';
import { texts } from '../../../texts.ts';
import { mediaTexts } from '../texts.ts';
import { ConsentStateBadge, channelsOf } from './consent-state.tsx';

const t = mediaTexts.consent;

type ConsentPanelProps = {
  item: MediaItem;
  /** The account's whole ledger. */
  consents: Consent[];
  today: string;
  onAdd: () => void;
  onWithdraw: (consent: Consent) => void;
  onChanged: () => void;
};

/**
 * The consent of a photo that shows a person: the consents that cover it and where each
 * stands, its signed form, withdrawal; recording a new one, or linking one already recorded.
 */
export function ConsentPanel({ item, consents, today, onAdd, onWithdraw, onChanged }: ConsentPanelProps) {
  const [picked, setPicked] = useState('');
  const [busy, setBusy] = useState(false);
  const pickId = useId();
  const headingId = useId();
  const linked = consents.filter((consent) => consent.mediaIds.includes(item.id));
  const covered = linked.some((consent) => consentStateOf(consent, today) === 'active');
  const others = consents.filter(
    (consent) =>
      !consent.mediaIds.includes(item.id) && consent.withdrawnAt === null && consent.endsOn >= today,
  );

  const attach = async () => {
    if (!picked) return;
    setBusy(true);
    try {
      await attachConsent(Number(picked), item.id);
      toast.success(t.attached);
      setPicked('');
      onChanged();
    } catch (error) {
      toast.error(texts.errorTitle, { description: errorMessage(error, mediaTexts.failed) });
    } finally {
      setBusy(false);
    }
  };
  const download = (consent: Consent) =>
    downloadConsentForm(consent).catch((error: unknown) =>
      toast.error(texts.errorTitle, { description: errorMessage(error, mediaTexts.failed) }),
    );

  return (
    <Panel aria-labelledby={headingId}>
      <h3 id={headingId}>{t.heading}</h3>
      {/* The card's badges already say «Χωρίς συναίνεση»: here, what it means. */}
      {!covered && <MutedText $size="xs">{t.noneHint}</MutedText>}
      {linked.length > 0 && (
        <List>
          {linked.map((consent) => (
            <li key={consent.id}>
              <Line>
                <strong>{consent.personRef}</strong>
                <span>{channelsOf(consent)}</span>
              </Line>
              <ConsentStateBadge consent={consent} today={today} />
              <Actions>
                <Button
                  size="sm"
                  variant="secondary"
                  aria-label={t.formDownload(consent.personRef)}
                  onClick={() => download(consent)}
                >
                  {t.form}
                </Button>
                {consent.withdrawnAt === null && (
                  <Button size="sm" variant="danger" onClick={() => onWithdraw(consent)}>
                    {t.withdraw}
                  </Button>
                )}
              </Actions>
            </li>
          ))}
        </List>
      )}
      <Button size="sm" onClick={onAdd}>
        {t.add}
      </Button>
      {others.length > 0 && (
        <Pick>
          <label htmlFor={pickId}>{t.pickLabel}</label>
          <Select id={pickId} value={picked} onChange={(e) => setPicked(e.target.value)}>
            <option value="">{t.pickPlaceholder}</option>
            {others.map((consent) => (
              <option key={consent.id} value={consent.id}>
                {`${consent.personRef} · ${channelsOf(consent)}`}
              </option>
            ))}
          </Select>
          <Button size="sm" variant="secondary" disabled={!picked} loading={busy} onClick={attach}>
            {t.attach}
          </Button>
        </Pick>
      )}
    </Panel>
  );
}

const Panel = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding-top: ${({ theme }) => theme.space.sm};
  border-top: 1px solid ${({ theme }) => theme.colors.border};

  h3 {
    font-size: ${({ theme }) => theme.fontSize.sm};
    font-weight: 600;
  }
`;

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  list-style: none;
  padding: 0;
  margin: 0;

  li {
    display: flex;
    flex-direction: column;
    align-items: flex-start;
    gap: ${({ theme }) => theme.space.xs};
  }
`;

const Line = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSize.sm};

  span {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

const Pick = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;
