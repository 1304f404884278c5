// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Alert } from './alert.tsx';
import { Badge } from './badge.tsx';
import { Button } from './button.tsx';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { EmptyState } from './empty-state.tsx';
import { MutedText } from './muted-text.tsx';
import { PageHeader } from './page-header.tsx';
import { Pager, pagerTexts } from './pager.tsx';
import { Spinner } from './spinner.tsx';
import { Table, Td, Th, Tr } from './table.tsx';
import { lightTheme } from './theme.ts';
import { UnansweredNotice } from './unanswered-notice.tsx';
import { VisuallyHidden } from './visually-hidden.tsx';

const themed = (ui: ReactNode) => render(<ThemeProvider theme={lightTheme}>{ui}</ThemeProvider>);

afterEach(cleanup);

describe('MutedText', () => {
  it('is a paragraph, or inline where asked', () => {
    themed(
      <>
        <MutedText>Nothing here yet</MutedText>
        <MutedText as="span" $size="xs">
          3 entries
        </MutedText>
      </>,
    );
    expect(screen.getByText('Nothing here yet').tagName).toBe('P');
    expect(screen.getByText('3 entries').tagName).toBe('SPAN');
  });
});

describe('Pager', () => {
  const pager = (page: number, pageCount: number) => {
    const onPrevious = vi.fn();
    const onNext = vi.fn();
    themed(
      <Pager
        label="Accounts pages"
        total="12 accounts"
        page={page}
        pageCount={pageCount}
        onPrevious={onPrevious}
        onNext={onNext}
        texts={pagerTexts.en}
      />,
    );
    return { onPrevious, onNext, nav: screen.getByRole('navigation', { name: 'Accounts pages' }) };
  };

  it('says where the reader is and turns the page either way', () => {
    const { nav, onPrevious, onNext } = pager(2, 3);
    expect(within(nav).getByText('12 accounts')).toBeTruthy();
    expect(within(nav).getByText('Page 2 of 3').getAttribute('aria-live')).toBe('polite');
    fireEvent.click(within(nav).getByRole('button', { name: 'Previous' }));
    fireEvent.click(within(nav).getByRole('button', { name: 'Next' }));
    expect(onPrevious).toHaveBeenCalledOnce();
    expect(onNext).toHaveBeenCalledOnce();
  });

  it('cannot go before the first page or past the last', () => {
    const { nav } = pager(1, 1);
    expect(within(nav).getByRole('button', { name: 'Previous' }).hasAttribute('disabled')).toBe(true);
    expect(within(nav).getByRole('button', { name: 'Next' }).hasAttribute('disabled')).toBe(true);
  });

  it("speaks a screen's own words", () => {
    themed(
      <Pager
        label="Σελίδες συζητήσεων"
        page={1}
        pageCount={4}
        onPrevious={() => {}}
        onNext={() => {}}
        texts={{ previous: 'Προηγούμενες', next: 'Επόμενες', pageOf: (p, n) => `Σελίδα ${p} από ${n}` }}
      />,
    );
    const nav = screen.getByRole('navigation', { name: 'Σελίδες συζητήσεων' });
    expect(within(nav).getByText('Σελίδα 1 από 4')).toBeTruthy();
    expect(within(nav).getByRole('button', { name: 'Επόμενες' }).hasAttribute('disabled')).toBe(false);
  });
});

describe('Button', () => {
  it('is a plain button that cannot submit a form by accident, and is busy and disabled while loading', () => {
    themed(
      <>
        <Button>Save</Button>
        <Button loading>Publish</Button>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Save' }).getAttribute('type')).toBe('button');
    const busy = screen.getByRole('button', { name: 'Publish' });
    expect(busy.getAttribute('aria-busy')).toBe('true');
    expect(busy.hasAttribute('disabled')).toBe(true);
  });
});

describe('Alert', () => {
  it('announces danger and warning at once and the others politely', () => {
    themed(
      <>
        <Alert tone="danger" title="Failed">
          The page refused the post.
        </Alert>
        <Alert tone="success">Saved.</Alert>
      </>,
    );
    expect(screen.getByRole('alert').textContent).toContain('The page refused the post.');
    expect(screen.getByRole('status').textContent).toBe('Saved.');
  });
});

describe('Badge', () => {
  it('shows its words inline', () => {
    themed(<Badge tone="success">Published</Badge>);
    expect(screen.getByText('Published').tagName).toBe('SPAN');
  });
});

describe('Spinner', () => {
  it('is a named status, or hidden from screen readers when decorative', () => {
    themed(
      <>
        <Spinner label="Loading posts" />
        <Spinner decorative />
      </>,
    );
    expect(screen.getAllByRole('status')).toHaveLength(1);
    expect(screen.getByRole('status').textContent).toBe('Loading posts');
  });
});

describe('EmptyState and PageHeader', () => {
  it('give a heading, what to know and what to do', () => {
    themed(
      <>
        <PageHeader title="Posts" subtitle="Every period" actions={<Button>New period</Button>} />
        <EmptyState title="No posts yet" description="Create a period." action={<Button>Create</Button>} />
      </>,
    );
    expect(screen.getByRole('heading', { name: 'Posts' })).toBeTruthy();
    expect(screen.getByText('Every period')).toBeTruthy();
    expect(screen.getByText('No posts yet')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Create' })).toBeTruthy();
  });
});

describe('Table', () => {
  it('is a named, scrollable region the keyboard can reach, with its caption for screen readers', () => {
    themed(
      <Table caption="Accounts">
        <thead>
          <Tr>
            <Th>Name</Th>
          </Tr>
        </thead>
        <tbody>
          <Tr>
            <Td>Κλινική Αθηνών</Td>
          </Tr>
        </tbody>
      </Table>,
    );
    const region = screen.getByRole('region', { name: 'Accounts' });
    expect(region.getAttribute('tabindex')).toBe('0');
    expect(within(region).getByRole('table', { name: 'Accounts' })).toBeTruthy();
  });
});

describe('VisuallyHidden', () => {
  it('keeps its words for screen readers', () => {
    themed(
      <button type="button">
        <span aria-hidden>✕</span>
        <VisuallyHidden>Close</VisuallyHidden>
      </button>,
    );
    expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy();
  });
});

describe('UnansweredNotice', () => {
  it('says the platform did not answer and offers to try again', () => {
    const onRetry = vi.fn();
    themed(
      <UnansweredNotice
        title="No answer"
        description="The platform did not answer."
        retryLabel="Try again"
        onRetry={onRetry}
      />,
    );
    fireEvent.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});

describe('ConfirmDialog', () => {
  it('asks before acting and cannot be cancelled while busy', () => {
    const onConfirm = vi.fn();
    const onOpenChange = vi.fn();
    const { rerender } = themed(
      <ConfirmDialog
        open
        onOpenChange={onOpenChange}
        title="Delete the account?"
        message="Its posts are deleted too."
        confirmLabel="Delete"
        onConfirm={onConfirm}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Delete the account?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    rerender(
      <ThemeProvider theme={lightTheme}>
        <ConfirmDialog
          open
          busy
          onOpenChange={onOpenChange}
          title="Delete the account?"
          message="Its posts are deleted too."
          confirmLabel="Delete"
          onConfirm={onConfirm}
        />
      </ThemeProvider>,
    );
    expect(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }).hasAttribute('disabled'),
    ).toBe(true);
  });
});
