import type { RecordFormat } from '@studio/contracts';
import { Button, Card, Field, Input, MutedText, toast } from '@studio/ui';
import { FieldsWithButtons, LineButtons } from '@studio/ui/content';
import { browserClock, errorMessage } from '@studio/web';
import { useState } from 'react';
import styled from 'styled-components';
import { downloadAccountPostRecord, downloadAccountRecords } from '../api/post-records.ts';

const pad = (n: number) => String(n).padStart(2, '0');
const dayOf = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/**
 * The account's post records for an inspector: a period's, or one post's by its id (deleted
 * posts' records are kept for the account's retention years), as PDF or CSV, in English.
 */
export function PostRecordsCard({ accountId, className }: { accountId: number; className?: string }) {
  const today = browserClock();
  const [from, setFrom] = useState(() => dayOf(new Date(today.getFullYear(), today.getMonth(), 1)));
  const [to, setTo] = useState(() =>
    dayOf(new Date(today.getFullYear(), today.getMonth(), today.getDate() + 14)),
  );
  const [postId, setPostId] = useState('');
  const [busy, setBusy] = useState(false);
  const badRange = from > to;
  const id = Number(postId);
  const validPost = Number.isInteger(id) && id > 0;

  const save = async (download: () => Promise<void>) => {
    setBusy(true);
    try {
      await download();
    } catch (failure) {
      toast.error('Download failed', {
        description: errorMessage(failure, 'The record could not be downloaded.'),
      });
    } finally {
      setBusy(false);
    }
  };
  const period = (format: RecordFormat) => save(() => downloadAccountRecords(accountId, from, to, format));
  const post = (format: RecordFormat) => save(() => downloadAccountPostRecord(accountId, id, format));

  return (
    <Card className={className}>
      <h2>Post records</h2>
      <Hint>
        Who wrote, edited, approved and published each post, and when: per period (posts dated in it, deleted
        ones included) or per post.
      </Hint>
      <Line>
        <Field label="From">
          <Input type="date" value={from} max={to} onChange={(event) => setFrom(event.target.value)} />
        </Field>
        <Field label="To" error={badRange ? 'The start must not be after the end.' : undefined}>
          <Input type="date" value={to} min={from} onChange={(event) => setTo(event.target.value)} />
        </Field>
        <LineButtons>
          <Button variant="secondary" disabled={busy || badRange} onClick={() => void period('csv')}>
            Period CSV
          </Button>
          <Button variant="secondary" disabled={busy || badRange} onClick={() => void period('pdf')}>
            Period PDF
          </Button>
        </LineButtons>
      </Line>
      <Line>
        <Field label="Post id">
          <Input
            inputMode="numeric"
            value={postId}
            onChange={(event) => setPostId(event.target.value.trim())}
          />
        </Field>
        <LineButtons>
          <Button variant="secondary" disabled={busy || !validPost} onClick={() => void post('csv')}>
            Post CSV
          </Button>
          <Button variant="secondary" disabled={busy || !validPost} onClick={() => void post('pdf')}>
            Post PDF
          </Button>
        </LineButtons>
      </Line>
    </Card>
  );
}

const Hint = styled(MutedText)`
  margin-bottom: ${({ theme }) => theme.space.sm};
`;

const Line = styled(FieldsWithButtons)`
  margin-top: ${({ theme }) => theme.space.sm};
`;
