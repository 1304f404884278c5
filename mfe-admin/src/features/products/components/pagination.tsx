import { Button, Select } from '@studio/ui';
import { useId } from 'react';
import styled from 'styled-components';
import type { useProductList } from '../hooks/use-product-list.ts';
import { PAGE_SIZES, type PageSize, showingText } from '../utils/product-list.ts';

type PaginationProps = { list: ReturnType<typeof useProductList> };

/** 'Showing X to Y of Z products', the page size, and at most five page numbers with previous and next. */
export function Pagination({ list }: PaginationProps) {
  const sizeId = useId();
  return (
    <Bar>
      <Showing aria-live="polite">{showingText(list)}</Showing>
      <Size>
        <label htmlFor={sizeId}>Items per page</label>
        <Select
          id={sizeId}
          value={list.perPage}
          onChange={(event) => list.setPerPage(Number(event.target.value) as PageSize)}
        >
          {PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </Select>
      </Size>
      <Pages aria-label="Products pages">
        <Button
          size="sm"
          variant="secondary"
          disabled={list.page <= 1}
          onClick={() => list.goTo(list.page - 1)}
        >
          Previous
        </Button>
        {list.pages.map((page) => (
          <PageButton
            key={page}
            size="sm"
            variant={page === list.page ? 'primary' : 'ghost'}
            aria-label={`Page ${page}`}
            aria-current={page === list.page ? 'page' : undefined}
            onClick={() => list.goTo(page)}
          >
            {page}
          </PageButton>
        ))}
        <Button
          size="sm"
          variant="secondary"
          disabled={list.page >= list.pageCount}
          onClick={() => list.goTo(list.page + 1)}
        >
          Next
        </Button>
      </Pages>
    </Bar>
  );
}

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => `${theme.space.md} ${theme.space.xl}`};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const Showing = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Size = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin-right: auto;
  color: ${({ theme }) => theme.colors.textMuted};

  select {
    width: auto;
    min-height: 32px;
    padding-top: 0;
    padding-bottom: 0;
  }
`;

const Pages = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
`;

const PageButton = styled(Button)`
  min-width: 32px;
  padding: 0 ${({ theme }) => theme.space.sm};
  font-variant-numeric: tabular-nums;
`;
