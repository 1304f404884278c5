import { Button, CenteredSpinner, Stack } from '@studio/ui';
import { Component, type ErrorInfo, type ReactNode, Suspense } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { type RemoteName, remoteLabels } from './remote-names.ts';

type BoundaryProps = {
  remote: RemoteName;
  /** A new value (the next page) clears a shown error, so the user can move on. */
  resetKey: string;
  onRetry: (remote: RemoteName) => void;
  children: ReactNode;
};

/** Keeps a remote that cannot load, or throws, from taking the rest of the platform down with it. */
class RemoteBoundary extends Component<BoundaryProps, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    // The user sees a short message; the cause is left for whoever opens the console.
    console.error(`The ${this.props.remote} remote failed`, error, info.componentStack);
  }

  override componentDidUpdate(previous: BoundaryProps) {
    if (this.state.error && previous.resetKey !== this.props.resetKey) this.setState({ error: null });
  }

  retry = () => {
    this.props.onRetry(this.props.remote);
    this.setState({ error: null });
  };

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    const label = remoteLabels[this.props.remote];
    return (
      <ErrorPanel data-testid="remote-error" role="alert" aria-labelledby="remote-error-title">
        <Stack $gap="md" $align="flex-start">
          <h1 id="remote-error-title">This part of the platform could not be loaded</h1>
          <p>
            <strong>{label}</strong> is not available right now. Check your connection and try again. The rest
            of the platform keeps working.
          </p>
          <Details>
            <summary>Technical details</summary>
            <code>{error.message}</code>
          </Details>
          <Button onClick={this.retry}>Retry</Button>
        </Stack>
      </ErrorPanel>
    );
  }
}

export type RemoteAreaProps = {
  remote: RemoteName;
  onRetry: (remote: RemoteName) => void;
  children: ReactNode;
};

/** Where a remote's screens go: its error boundary and a loading indicator while it downloads. */
export function RemoteArea({ remote, onRetry, children }: RemoteAreaProps) {
  const { pathname } = useLocation();
  return (
    <RemoteBoundary remote={remote} resetKey={pathname} onRetry={onRetry}>
      <Suspense fallback={<Loading remote={remote} />}>{children}</Suspense>
    </RemoteBoundary>
  );
}

/** A loading indicator for a screen that is still downloading. */
export function Loading({ remote }: { remote: RemoteName }) {
  return (
    <LoadingBox>
      <CenteredSpinner label={`Loading ${remoteLabels[remote]}…`} />
    </LoadingBox>
  );
}

const ErrorPanel = styled.section`
  max-width: 640px;
  margin: 12vh auto;
  padding: ${({ theme }) => theme.space.xxl};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-top: 4px solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.md};

  h1 { font-size: ${({ theme }) => theme.fontSize.xl}; }
  p { color: ${({ theme }) => theme.colors.textMuted}; }
  @media (max-width: ${({ theme }) => theme.breakpoint.sm}) { margin: ${({ theme }) => theme.space.lg}; }
`;

const Details = styled.details`
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  summary { cursor: pointer; }
  code {
    display: block;
    margin-top: ${({ theme }) => theme.space.sm};
    font-family: ${({ theme }) => theme.font.mono};
    word-break: break-word;
  }
`;

const LoadingBox = styled.div`
  display: grid;
  place-items: center;
  min-height: 60vh;
`;
