import { Button } from '@studio/ui';
import styled from 'styled-components';

export type PagerTexts = {
  previous: string;
  next: string;
  pageOf: (page: number, pageCount: number) => string;
};

/** The pager's words in the admin's English (a Greek screen passes its own: what its pages hold). */
export const pagerTexts = {
  en: { previous: 'Previous', next: 'Next', pageOf: (page, pageCount) => `Page ${page} of ${pageCount}` },
} satisfies Record<'en', PagerTexts>;

export type PagerProps = {
  /** What the pages are of, for screen readers: 'Accounts pages'. */
  label: string;
  /** The count of everything paged, in words ('12 accounts'), on the left; none leaves the left empty. */
  total?: string;
  page: number;
  pageCount: number;
  onPrevious: () => void;
  onNext: () => void;
  texts: PagerTexts;
};

/** A list's pages: its total on the left; Previous, 'Page X of Y' and Next on the right. */
export function Pager({ label, total, page, pageCount, onPrevious, onNext, texts }: PagerProps) {
  return (
    <Bar aria-label={label}>
      {total !== undefined && <Quiet>{total}</Quiet>}
      <Button size="sm" variant="secondary" onClick={onPrevious} disabled={page <= 1}>
        {texts.previous}
      </Button>
      <Quiet aria-live="polite">{texts.pageOf(page, pageCount)}</Quiet>
      <Button size="sm" variant="secondary" onClick={onNext} disabled={page >= pageCount}>
        {texts.next}
      </Button>
    </Bar>
  );
}

const Bar = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.md};

  > :first-child:not(button) {
    margin-right: auto;
  }
`;

const Quiet = styled.span`
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  font-variant-numeric: tabular-nums;
`;
