import {
  CalendarFrame,
  calendarTextsEn,
  chipStateOf,
  Legend,
  PostCalendar,
  useCompactScreen,
} from '@studio/calendar';
import { type AdminCalendarPost, type ChipStateName, DEFAULT_TIME_ZONE } from '@studio/contracts';
import { Alert, Badge, Button, Field, MutedText, Row, Select } from '@studio/ui';
import { Dialog } from '@studio/ui/dialogs';
import { browserClock, paths } from '@studio/web';
import { useState } from 'react';
import styled from 'styled-components';
import { useAccounts } from '../../../api/get-accounts.ts';
import { type CalendarFilter, useAdminCalendar } from '../api/calendar.ts';

const states = Object.keys(calendarTextsEn.states) as ChipStateName[];

const when = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', {
    dateStyle: 'full',
    timeStyle: 'short',
    hourCycle: 'h23',
    timeZone: DEFAULT_TIME_ZONE,
  }).format(new Date(iso));

/**
 * /admin/dashboard/calendar: every account's posts on one calendar (Athens time), filtered by account and
 * state, read-only; a post that goes (or went) to a Google location carries Google's mark; a post opens
 * with a link to its account's portal.
 */
export function CalendarSection() {
  const [filter, setFilter] = useState<CalendarFilter | null>(null);
  const [accountId, setAccountId] = useState<number | null>(null);
  const [state, setState] = useState<ChipStateName | null>(null);
  const [open, setOpen] = useState<AdminCalendarPost | null>(null);
  const compact = useCompactScreen();
  const [now] = useState(() => browserClock());
  const accounts = useAccounts();
  const { data, error } = useAdminCalendar(filter && { ...filter, accountId, state });
  const nameOf = (id: number) => accounts.data?.accounts.find((a) => a.id === id)?.businessName ?? `#${id}`;
  const posts = (data?.posts ?? []).map((p) => ({
    ...p,
    productName: `${nameOf(p.accountId)} · ${p.productName}`,
  }));

  return (
    <Section>
      <Row $gap="md">
        <Field label="Account">
          <Select
            value={accountId ?? ''}
            onChange={(e) => setAccountId(e.target.value ? Number(e.target.value) : null)}
          >
            <option value="">All accounts</option>
            {(accounts.data?.accounts ?? []).map((a) => (
              <option key={a.id} value={a.id}>
                {a.businessName}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="State">
          <Select
            value={state ?? ''}
            onChange={(e) => setState(e.target.value ? (e.target.value as ChipStateName) : null)}
          >
            <option value="">All states</option>
            {states.map((s) => (
              <option key={s} value={s}>
                {calendarTextsEn.states[s]}
              </option>
            ))}
          </Select>
        </Field>
      </Row>
      <MutedText>
        Times in {DEFAULT_TIME_ZONE}. Read-only: a business moves its posts in its own portal.
      </MutedText>
      <Legend texts={calendarTextsEn} />
      {error && <Alert tone="danger">The posts could not be loaded.</Alert>}
      <CalendarFrame>
        <PostCalendar
          posts={posts}
          texts={calendarTextsEn}
          timeZone={DEFAULT_TIME_ZONE}
          nextRun={null}
          now={now}
          compact={compact}
          editable={false}
          onOpen={setOpen}
          onDatesChange={(from, to) =>
            setFilter((old) =>
              old?.from.getTime() === from.getTime() && old.to.getTime() === to.getTime()
                ? old
                : { from, to, accountId: null, state: null },
            )
          }
        />
      </CalendarFrame>
      <Dialog
        open={open !== null}
        onOpenChange={(next) => {
          if (!next) setOpen(null);
        }}
        title={open?.productName ?? 'Post'}
        closeLabel="Close"
        footer={
          open && (
            <Button onClick={() => window.open(paths.portalForAccount(open.accountId), '_blank', 'noopener')}>
              Open portal
            </Button>
          )
        }
      >
        {open && (
          <Details>
            <Row $gap="sm">
              <Badge tone="neutral">{calendarTextsEn.states[chipStateOf(open)]}</Badge>
              {open.google && <Badge tone="info">{calendarTextsEn.google}</Badge>}
              {open.scheduledDate && <span>{when(open.scheduledDate)}</span>}
            </Row>
            <Content>{open.content}</Content>
          </Details>
        )}
      </Dialog>
    </Section>
  );
}

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  min-width: 0;
`;

const Details = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

const Content = styled.p`
  margin: 0;
  white-space: pre-wrap;
`;
