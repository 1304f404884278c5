import { Button, CenteredSpinner, Stack } from '@studio/ui';
import { Component, type ErrorInfo, type ReactNode, Suspense } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { type Language, languageOf } from './language.ts';
import { type RemoteName, remoteLabels } from './remote-names.ts';
import { SignInHandover, signInSkeletonShown } from './sign-in-handover.tsx';

/** The panel speaks the language of the page: Greek over the business area, English elsewhere. */
const texts = {
  en: {
    title: 'This part of the platform could not be loaded',
    unavailable: (area: string) => (
      <>
        <strong>{area}</strong> is not available right now. Check your connection and try again. The rest of
        the platform keeps working.
      </>
    ),
    details: 'Technical details',
    retry: 'Retry',
    loading: (area: string) => `Loading ${area}…`,
  },
  el: {
    title: 'Αυτό το τμήμα της πλατφόρμας δεν φορτώθηκε',
    unavailable: (area: string) => (
      <>
        Η ενότητα <strong>{area}</strong> δεν είναι διαθέσιμη αυτή τη στιγμή. Ελέγξτε τη σύνδεσή σας και
        δοκιμάστε ξανά. Η υπόλοιπη πλατφόρμα συνεχίζει να λειτουργεί.
      </>
    ),
    details: 'Τεχνικές λεπτομέρειες',
    retry: 'Δοκιμάστε ξανά',
    loading: (area: string) => `Φόρτωση: ${area}…`,
  },
} satisfies Record<Language, unknown>;

type BoundaryProps = {
  remote: RemoteName;
  language: Language;
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
    const { remote, language } = this.props;
    const say = texts[language];
    return (
      <ErrorPanel
        data-testid="remote-error"
        role="alert"
        aria-labelledby="remote-error-title"
        lang={language}
      >
        <Stack $gap="md" $align="flex-start">
          <h1 id="remote-error-title">{say.title}</h1>
          <p>{say.unavailable(remoteLabels[language][remote])}</p>
          <Details>
            <summary>{say.details}</summary>
            <code>{error.message}</code>
          </Details>
          <Button onClick={this.retry}>{say.retry}</Button>
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
  const language = languageOf(pathname);
  return (
    <RemoteBoundary remote={remote} language={language} resetKey={pathname} onRetry={onRetry}>
      {/* On a login page the form painted with the page stands in for the spinner. */}
      <Suspense fallback={signInSkeletonShown() ? null : <Loading remote={remote} language={language} />}>
        <SignInHandover>{children}</SignInHandover>
      </Suspense>
    </RemoteBoundary>
  );
}

/** A loading indicator for a screen that is still downloading. */
function Loading({ remote, language }: { remote: RemoteName; language: Language }) {
  return (
    <LoadingBox>
      <CenteredSpinner label={texts[language].loading(remoteLabels[language][remote])} />
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
