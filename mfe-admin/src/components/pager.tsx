import { Button } from '@studio/ui';
import styled from 'styled-components';

type PagerProps = {
  /** What the pages are of, for screen readers: 'Accounts pages'. */
  label: string;
  /** The count of everything paged, in words: '12 accounts'. */
  total: string;
  page: number;
  pageCount: number;
  onPrevious: () => void;
  onNext: () => void;
};

/** The total on the left; Previous, 'Page X of Y' and Next on the right. */
export function Pager({ label, total, page, pageCount, onPrevious, onNext }: PagerProps) {
  return (
    <Bar aria-label={label}>
      <Total>{total}</Total>
      <Button size="sm" variant="secondary" onClick={onPrevious} disabled={page <= 1}>
        Previous
      </Button>
      <PageNumber aria-live="polite">
        Page {page} of {pageCount}
      </PageNumber>
      <Button size="sm" variant="secondary" onClick={onNext} disabled={page >= pageCount}>
        Next
      </Button>
    </Bar>
  );
}

const Bar = styled.nav`
  display: flex;
  align-items: center;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.md};
`;

const Total = styled.span`
  margin-right: auto;
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const PageNumber = styled.span`
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;
