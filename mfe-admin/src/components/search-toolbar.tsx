import { Input, Select } from '@studio/ui';
import styled from 'styled-components';
import { SearchIcon } from './icons.tsx';

/** The row above a list: search, filters and actions, wrapping on narrow screens. */
export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
`;

/** A select sized to its options rather than to the row. */
export const ToolbarSelect = styled(Select)<{ $minWidth?: number }>`
  width: auto;
  min-width: ${({ $minWidth = 130 }) => $minWidth}px;
`;

type SearchFieldProps = {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
};

/** A search box with its icon; `label` names it for screen readers and tests. */
export function SearchField({ label, placeholder, value, onChange }: SearchFieldProps) {
  return (
    <SearchBox>
      <SearchIcon size={16} />
      <Input
        type="search"
        aria-label={label}
        placeholder={placeholder}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </SearchBox>
  );
}

// Room for the whole placeholder ('Search by name or description'): the row wraps before the box
// shrinks below it.
const SearchBox = styled.div`
  position: relative;
  flex: 1 1 320px;
  min-width: min(100%, 320px);

  svg {
    position: absolute;
    top: 50%;
    left: ${({ theme }) => theme.space.md};
    transform: translateY(-50%);
    color: ${({ theme }) => theme.colors.textMuted};
    pointer-events: none;
  }
  input {
    padding-left: 36px;
  }
`;
