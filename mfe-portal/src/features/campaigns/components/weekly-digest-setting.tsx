import type { WeeklyDigestTestResponse } from '@studio/contracts';
import { Button, Card, MutedText, Row, Stack, toast } from '@studio/ui';
import { Dialog } from '@studio/ui/dialogs';
import { errorMessage } from '@studio/web';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { texts } from '../../../texts.ts';
import { timeZoneLabel } from '../../../time-zones.ts';
import { sendTestDigest, setWeeklyDigest, useWeeklyDigest } from '../api/weekly-digest.ts';
import { useSettingSave } from '../hooks/use-setting-save.ts';
import { campaignsTexts } from '../texts.ts';
import { formatWeekdayDateTimeIn } from '../utils/dates.ts';
import { CheckboxLabel } from './setting-text.ts';

/** The kept mail as the dialog shows it: its links open in a tab of their own, not inside the frame. */
const framed = (html: string) => html.replace('<head>', '<head><base target="_blank">');

/**
 * The weekly digest: on by default, turned off here; the button sends it now, and with no
 * mail server configured shows the kept mail and its approval link.
 */
export function WeeklyDigestSetting() {
  const { data, mutate } = useWeeklyDigest();
  const { saving, save } = useSettingSave(campaignsTexts.digest.failed);
  const [sending, setSending] = useState(false);
  const [kept, setKept] = useState<WeeklyDigestTestResponse | null>(null);
  const id = useId();
  const t = campaignsTexts.digest;
  if (!data) return null;

  const change = (enabled: boolean) =>
    save(
      async () => mutate(await setWeeklyDigest({ enabled }), { revalidate: false }),
      enabled ? t.on : t.off,
    );

  const sendNow = async () => {
    setSending(true);
    try {
      const answer = await sendTestDigest();
      toast.success(answer.message);
      setKept(answer.delivery === 'kept' && answer.html ? answer : null);
    } catch (failure) {
      toast.error(texts.errorTitle, { description: errorMessage(failure, t.sendFailed) });
    } finally {
      setSending(false);
    }
  };

  return (
    <Card>
      <Stack $gap="sm">
        <CheckboxLabel htmlFor={id}>
          <input
            id={id}
            type="checkbox"
            checked={data.enabled}
            disabled={saving}
            onChange={(event) => void change(event.target.checked)}
          />
          {t.label}
        </CheckboxLabel>
        <MutedText>{t.hint(data.time, timeZoneLabel(data.timeZone))}</MutedText>
        <When>
          {data.enabled && <li>{t.next(formatWeekdayDateTimeIn(data.nextAt, data.timeZone))}</li>}
          {data.lastSentAt && <li>{t.last(formatWeekdayDateTimeIn(data.lastSentAt, data.timeZone))}</li>}
        </When>
        <Row $gap="sm">
          <Button
            size="sm"
            variant="secondary"
            loading={sending}
            aria-describedby={`${id}-send`}
            onClick={() => void sendNow()}
          >
            {t.sendNow}
          </Button>
          <SendHint id={`${id}-send`}>{t.sendNowHint}</SendHint>
        </Row>
      </Stack>
      <Dialog
        open={kept !== null}
        onOpenChange={(open) => {
          if (!open) setKept(null);
        }}
        title={t.previewTitle}
        description={t.previewDescription}
        maxWidth="720px"
        closeLabel={t.close}
        footer={
          kept?.approvalUrl ? (
            <ApprovalLink href={kept.approvalUrl} target="_blank" rel="noreferrer">
              {t.openApproval}
            </ApprovalLink>
          ) : undefined
        }
      >
        {kept?.html && (
          <Frame
            title={t.frameTitle}
            // No script runs in it; a link may open a tab of its own.
            sandbox="allow-popups allow-popups-to-escape-sandbox"
            srcDoc={framed(kept.html)}
          />
        )}
      </Dialog>
    </Card>
  );
}

/** Beside the button while there is room, under it on a phone. */
const SendHint = styled(MutedText)`
  flex: 1 1 240px;
`;

const When = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.lg}`};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.fontSize.sm};

  &:empty {
    display: none;
  }
`;

const Frame = styled.iframe`
  display: block;
  width: 100%;
  height: min(70vh, 900px);
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  /* The mail is drawn on its own light page, whatever the theme. */
  background: #f4f7f9;
`;

const ApprovalLink = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: 40px;
  padding: 0 ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryText};
  font-weight: 600;
  text-decoration: none;

  &:hover {
    background: ${({ theme }) => theme.colors.primaryHover};
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;
