import { Alert, Button, CenteredSpinner, EmptyState, MutedText, Row, Stack } from '@studio/ui';
import { Pager, pagerTexts, Table, Td, Th, Tr } from '@studio/ui/content';
import { useState } from 'react';
import styled from 'styled-components';
import { AUDIT_PAGE_SIZE, useAuditLog } from '../api/get-audit-log.ts';
import { actionLabels, detailLines, formatWhen } from '../utils/describe.ts';

/** Audit Log: who did what, when, for which account; newest first, a page at a time. */
export function AuditLogSection() {
  const [page, setPage] = useState(1);
  const { data, error, isLoading, mutate } = useAuditLog(page);
  const pageCount = Math.max(1, Math.ceil((data?.total ?? 0) / AUDIT_PAGE_SIZE));

  if (error && !data)
    return (
      <Alert tone="danger" title="Could not load the audit log">
        <Row $gap="md" $justify="space-between">
          <span>{error instanceof Error ? error.message : String(error)}</span>
          <Button size="sm" variant="secondary" onClick={() => mutate()}>
            Try again
          </Button>
        </Row>
      </Alert>
    );
  if (isLoading || !data) return <CenteredSpinner label="Loading the audit log" />;
  if (data.entries.length === 0)
    return (
      <EmptyState
        title="Nothing recorded yet"
        description="Opening a business portal and every change to accounts and admin users appear here."
      />
    );

  return (
    <Stack $gap="lg">
      <Responsive>
        <Table caption="Audit log">
          <thead>
            <Tr>
              <Th scope="col">When</Th>
              <Th scope="col">Admin</Th>
              <Th scope="col">Action</Th>
              <Th scope="col">Account</Th>
              <Th scope="col">Details</Th>
            </Tr>
          </thead>
          <tbody>
            {data.entries.map((entry) => (
              <Tr key={entry.id}>
                <Td data-label="When">
                  <time dateTime={entry.at}>{formatWhen(entry.at)}</time>
                </Td>
                <Td data-label="Admin">{entry.actorName}</Td>
                <Td data-label="Action">{actionLabels[entry.action] ?? entry.action}</Td>
                <Td data-label="Account">
                  {entry.accountId === null ? (
                    '—'
                  ) : (
                    <span>
                      {entry.accountName ?? 'Deleted account'}{' '}
                      <MutedText as="span">· ID {entry.accountId}</MutedText>
                    </span>
                  )}
                </Td>
                <Td data-label="Details">
                  {/* One value beside the label on a phone's card, however many lines it has. */}
                  <div>
                    {detailLines(entry).map((line) => (
                      <Detail key={line}>{line}</Detail>
                    ))}
                  </div>
                </Td>
              </Tr>
            ))}
          </tbody>
        </Table>
      </Responsive>
      <Pager
        label="Audit log pages"
        total={data.total === 1 ? '1 entry' : `${data.total} entries`}
        page={page}
        pageCount={pageCount}
        onPrevious={() => setPage(page - 1)}
        onNext={() => setPage(page + 1)}
        texts={pagerTexts.en}
      />
    </Stack>
  );
}

/**
 * On a phone each entry is a card of labelled lines (each cell's data-label), so nothing is cut at the
 * screen's edge; the column headings stay for screen readers.
 */
const Responsive = styled.div`
  overflow-x: auto;

  @media (max-width: ${({ theme }) => theme.breakpoint.sm}) {
    table,
    tbody,
    tr,
    td {
      display: block;
      width: 100%;
    }
    thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip-path: inset(50%);
      white-space: nowrap;
    }
    tr {
      padding: ${({ theme }) => theme.space.sm} 0;
    }
    td {
      display: grid;
      grid-template-columns: 5.5rem minmax(0, 1fr);
      gap: ${({ theme }) => theme.space.sm};
      padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
      border: 0;
    }
    td::before {
      content: attr(data-label);
      font-weight: 600;
      color: ${({ theme }) => theme.colors.textMuted};
    }
  }
`;

const Detail = styled.div`
  min-width: 16rem;
  font-size: ${({ theme }) => theme.fontSize.sm};
  overflow-wrap: anywhere;

  @media (max-width: ${({ theme }) => theme.breakpoint.sm}) {
    min-width: 0;
  }
`;
