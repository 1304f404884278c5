import {
  POST_RECORD_STEP_LABELS,
  type PostRecordStep,
  type RecordFormat,
  recordActorLine,
} from '@studio/contracts';
import { Alert, Button, Spinner, toast } from '@studio/ui';
import { Dialog } from '@studio/ui/dialogs';
import { errorMessage } from '@studio/web';
import { useState } from 'react';
import styled from 'styled-components';
import { texts } from '../../../texts.ts';
import { downloadPostRecord, usePostRecord } from '../api/post-records.ts';
import { campaignsTexts } from '../texts.ts';
import { formatDateTime } from '../utils/dates.ts';

/** The last approval of a post, which a later step may have voided. */
const lastApproval = (steps: readonly PostRecordStep[]) => steps.findLast((step) => step.kind === 'approved');

type Props = { postId: number; productName: string; open: boolean; onClose: () => void };

/** «Αρχείο ανάρτησης»: the post's record, step by step, and its download as PDF or CSV. */
export function PostRecordDialog({ postId, productName, open, onClose }: Props) {
  const t = campaignsTexts.record;
  const { data, error } = usePostRecord(open ? postId : null);
  const [saving, setSaving] = useState<RecordFormat | null>(null);
  const save = async (format: RecordFormat) => {
    setSaving(format);
    try {
      await downloadPostRecord(postId, format);
    } catch (failure) {
      toast.error(texts.errorTitle, { description: errorMessage(failure, t.downloadFailed) });
    } finally {
      setSaving(null);
    }
  };
  const record = data?.record;
  // No approval holds: the last one, if any, was voided by a later step (it lapsed, the post changed).
  const voidedApproval = record && !record.editorialResponsibility ? lastApproval(record.steps) : undefined;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={t.title(productName)}
      description={t.description}
      closeLabel={t.close}
      maxWidth="640px"
      footer={
        <>
          <Button variant="secondary" disabled={saving !== null} onClick={() => void save('csv')}>
            {t.csv}
          </Button>
          <Button disabled={saving !== null} onClick={() => void save('pdf')}>
            {t.pdf}
          </Button>
        </>
      }
    >
      {error ? (
        <Alert tone="danger">{errorMessage(error, t.failed)}</Alert>
      ) : !record ? (
        <Loading>
          <Spinner size={18} decorative /> {t.loading}
        </Loading>
      ) : (
        <>
          <Responsibility $missing={!record.editorialResponsibility}>
            {record.editorialResponsibility
              ? t.responsibility(
                  record.editorialResponsibility.actor.name,
                  formatDateTime(record.editorialResponsibility.at),
                )
              : voidedApproval
                ? t.lapsed(voidedApproval.actor.name, formatDateTime(voidedApproval.at))
                : t.noResponsibility}
          </Responsibility>
          <Steps>
            {record.steps.map((step) => (
              <li key={step.id}>
                <StepHead>
                  <strong>{POST_RECORD_STEP_LABELS.el[step.kind]}</strong>
                  <time dateTime={step.at}>{formatDateTime(step.at)}</time>
                </StepHead>
                <Who>{recordActorLine(step.actor, 'el')}</Who>
              </li>
            ))}
          </Steps>
        </>
      )}
    </Dialog>
  );
}

const Loading = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Responsibility = styled.p<{ $missing: boolean }>`
  margin-bottom: ${({ theme }) => theme.space.md};
  font-weight: 600;
  color: ${({ theme, $missing }) => ($missing ? theme.colors.textMuted : theme.colors.text)};
  overflow-wrap: anywhere;
`;

const Steps = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
    border-left: 3px solid ${({ theme }) => theme.colors.primary};
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
`;

const StepHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.xs};

  time {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSize.sm};
    font-variant-numeric: tabular-nums;
  }
`;

const Who = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
  overflow-wrap: anywhere;
`;
