import styled from 'styled-components';
import { Button } from './button.tsx';
import { EmptyState } from './empty-state.tsx';

export type UnansweredNoticeProps = {
  title: string;
  description: string;
  retryLabel: string;
  onRetry: () => void;
};

/** What a page shows in place of its content when the platform did not answer: why, and a button to try again. */
export function UnansweredNotice({ title, description, retryLabel, onRetry }: UnansweredNoticeProps) {
  return (
    <Place role="alert">
      <EmptyState
        title={title}
        description={description}
        action={<Button onClick={onRetry}>{retryLabel}</Button>}
      />
    </Place>
  );
}

const Place = styled.div`
  width: min(32rem, calc(100% - 2 * ${({ theme }) => theme.space.lg}));
  margin: 15vh auto 0;
`;
