import type { InboxFilter } from '@studio/contracts';
import { Select } from '@studio/ui';
import { useId } from 'react';
import styled from 'styled-components';
import { inboxTexts as t } from '../texts.ts';
import { GOOGLE, NETWORKS } from '../utils/inbox-choices.ts';

/**
 * The inbox's filters, each with its count once known, and the choice of network (or the Google
 * reviews); hidden on a phone while a thread or review is open.
 */
export function InboxToolbar({
  hiddenOnPhone,
  filters,
  filter,
  countOf,
  onFilter,
  network,
  onNetwork,
}: {
  hiddenOnPhone: boolean;
  filters: readonly InboxFilter[];
  filter: InboxFilter;
  countOf: (filter: InboxFilter) => number | null;
  onFilter: (filter: InboxFilter) => void;
  /** The chosen network, GOOGLE for the reviews, '' for every network. */
  network: string;
  onNetwork: (network: string) => void;
}) {
  const networkId = useId();
  return (
    <Toolbar $hiddenOnPhone={hiddenOnPhone}>
      <Filters role="group" aria-label={t.filtersLabel}>
        {filters.map((value) => (
          <FilterButton
            key={value}
            type="button"
            aria-pressed={filter === value}
            onClick={() => onFilter(value)}
          >
            {t.filters[value]}
            {countOf(value) !== null && <FilterCount>{countOf(value)}</FilterCount>}
          </FilterButton>
        ))}
      </Filters>
      <NetworkChoice>
        <label htmlFor={networkId}>{t.networkLabel}</label>
        <Select id={networkId} value={network} onChange={(event) => onNetwork(event.target.value)}>
          <option value="">{t.allNetworks}</option>
          {NETWORKS.map((n) => (
            <option key={n} value={n}>
              {t.networks[n]}
            </option>
          ))}
          <option value={GOOGLE}>{t.googleReviews}</option>
        </Select>
      </NetworkChoice>
    </Toolbar>
  );
}

const Toolbar = styled.div<{ $hiddenOnPhone: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};

  @media (max-width: ${({ theme }) => theme.breakpoint.md}) {
    display: ${({ $hiddenOnPhone }) => ($hiddenOnPhone ? 'none' : 'flex')};
  }
`;

const Filters = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

const FilterButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: 36px;
  padding: 0 ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.pill};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: 500;
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }

  &[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primaryText};
  }
`;

const FilterCount = styled.span`
  min-width: 1.5em;
  padding: 0 6px;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: color-mix(in srgb, currentColor 14%, transparent);
  font-size: ${({ theme }) => theme.fontSize.xs};
  font-weight: 700;
  line-height: 1.6;
  text-align: center;
`;

const NetworkChoice = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSize.sm};

  select {
    width: auto;
    min-width: 160px;
  }
`;
