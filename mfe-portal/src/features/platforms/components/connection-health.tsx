import type { ConnectionHealthResponse, ConnectionProblem } from '@studio/contracts';
import { Alert, Button, LinkButton, Row, Stack, toast } from '@studio/ui';
import { browserClock, portalStep, usePortalPrefix } from '@studio/web';
import { type ReactNode, useState } from 'react';
import styled from 'styled-components';
import { useRefreshOnNavigation } from '../../../components/use-refresh-on-navigation.ts';
import { formatDateTime } from '../../../dates.ts';
import { checkConnectionHealth, useConnectionHealth } from '../api/connection-health.ts';
import { startFacebookLogin } from '../hooks/use-facebook-connection.ts';
import { platformsTexts } from '../texts.ts';

const t = platformsTexts.health;

/** Problems that stop posts now first, then the rest. */
const ordered = (health: ConnectionHealthResponse) => {
  const now = browserClock().getTime();
  const stopsNow = (p: ConnectionProblem) => p.failsFrom !== null && Date.parse(p.failsFrom) <= now;
  return [...health.problems].sort((a, b) => Number(stopsNow(b)) - Number(stopsNow(a)));
};

/** Whether a new Facebook login fixes one of these (a login ending, a permission to give again). */
const fixedByLogin = (problems: readonly ConnectionProblem[]) =>
  problems.some((p) => p.action === 'reconnect' || p.action === 'grant_permission');

/** The health, asked for again on every navigation. */
function useHealthOnNavigation() {
  const health = useConnectionHealth();
  useRefreshOnNavigation(health.mutate);
  return health;
}

/**
 * The portal's banner: what the last check of the Facebook connection found that stops or will stop
 * posts (a login ending within LOGIN_EXPIRY_REMINDER_DAYS among them), the new login that fixes it when
 * one does, and the way to the platforms step. Nothing while all is well, or nothing is connected (the
 * platforms step says so).
 */
export function ConnectionHealthBanner() {
  const prefix = usePortalPrefix();
  const { data } = useHealthOnNavigation();
  if (!data || data.problems.length === 0) return null;
  const problems = ordered(data);
  const shown = problems.slice(0, 2);
  const serious = data.status === 'problem';
  return (
    <HealthAlert serious={serious} data-testid="connection-health-banner">
      <Stack $gap="sm" $align="flex-start">
        <ProblemList problems={shown} />
        {problems.length > shown.length && <span>{t.more(problems.length - shown.length)}</span>}
        <Row $gap="sm">
          {fixedByLogin(shown) && (
            <Button size="sm" onClick={() => void startFacebookLogin()}>
              {t.reconnect}
            </Button>
          )}
          <LinkButton to={portalStep(prefix, 'platforms')} size="sm" variant="secondary">
            {t.openPlatforms}
          </LinkButton>
        </Row>
      </Stack>
    </HealthAlert>
  );
}

/**
 * The health's notice: a problem that stops posts as an error, announced at once; anything else (an
 * expiring login, a permission only a feature such as the inbox needs) as a warning, with its mark so it
 * does not read as an error, told politely rather than on every page the business opens.
 */
function HealthAlert({
  serious,
  children,
  ...rest
}: { serious: boolean; children: ReactNode } & { 'data-testid': string }) {
  return serious ? (
    <Alert tone="danger" title={t.problemTitle} {...rest}>
      {children}
    </Alert>
  ) : (
    <Alert
      tone="warning"
      role="status"
      title={
        <WarningTitle>
          <WarningMark />
          {t.warningTitle}
        </WarningTitle>
      }
      {...rest}
    >
      {children}
    </Alert>
  );
}

/** One problem as a sentence, several as a list. */
function ProblemList({ problems }: { problems: ConnectionProblem[] }) {
  const key = (problem: ConnectionProblem) => `${problem.code}:${problem.since}:${problem.permission}`;
  if (problems.length === 1) return <Single>{problems[0]!.message}</Single>;
  return (
    <Problems>
      {problems.map((problem) => (
        <li key={key(problem)}>{problem.message}</li>
      ))}
    </Problems>
  );
}

/** A triangle with «!», in the warning's colour. */
function WarningMark() {
  return (
    <Mark viewBox="0 0 20 20" aria-hidden focusable="false">
      <path
        d="M10 2.5 18.5 17.5h-17z"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
      />
      <path d="M10 8v4.2" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
      <circle cx="10" cy="14.6" r="1.05" fill="currentColor" />
    </Mark>
  );
}

export type ConnectionHealthPanelProps = {
  /** Starts the Facebook login again (what most problems need). */
  onReconnect: () => void;
  /** The codes the Facebook card already tells of (a refused login): not said twice. */
  hidden?: readonly ConnectionProblem['code'][];
};

/**
 * The platforms step's account of the connection's health: every problem with what to do (reconnect,
 * or a step on Facebook then "Check again"), when it was last checked and when the login expires.
 */
export function ConnectionHealthPanel({ onReconnect, hidden = [] }: ConnectionHealthPanelProps) {
  const health = useHealthOnNavigation();
  const [checking, setChecking] = useState(false);
  const { data } = health;
  if (!data || (!data.connected && data.problems.length === 0)) return null;

  const checkAgain = async () => {
    setChecking(true);
    try {
      const fresh = await checkConnectionHealth();
      await health.mutate(fresh, { revalidate: false });
      if (fresh.problems.length === 0) toast.success(t.checked);
    } catch {
      toast.error(t.checkFailed);
    } finally {
      setChecking(false);
    }
  };

  const problems = ordered(data).filter((p) => !hidden.includes(p.code));
  const facts = (
    <Facts>
      {data.checkedAt && <span>{t.lastChecked(formatDateTime(data.checkedAt))}</span>}
      {data.connected && data.expiresAt && <span>{t.expires(formatDateTime(data.expiresAt))}</span>}
    </Facts>
  );
  const again = (
    <Button size="sm" variant="secondary" loading={checking} onClick={() => void checkAgain()}>
      {t.checkAgain}
    </Button>
  );

  if (data.connected && data.checkedAt === null) {
    return (
      <Alert tone="info" data-testid="connection-health-panel">
        <Row $gap="sm" $justify="space-between">
          <span>{t.checking}</span>
          {again}
        </Row>
      </Alert>
    );
  }
  if (problems.length === 0) {
    if (data.problems.length > 0) return null;
    return (
      <Healthy data-testid="connection-health-panel">
        <span>{t.healthy}</span>
        {facts}
      </Healthy>
    );
  }
  const serious = data.status === 'problem';
  const needsLogin = fixedByLogin(problems);
  return (
    <HealthAlert serious={serious} data-testid="connection-health-panel">
      <Stack $gap="sm" $align="flex-start">
        <span>{serious ? t.problemLead : t.warningLead}</span>
        <ProblemList problems={problems} />
        {facts}
        <Row $gap="sm">
          {needsLogin && (
            <Button size="sm" onClick={onReconnect}>
              {t.reconnect}
            </Button>
          )}
          {again}
        </Row>
      </Stack>
    </HealthAlert>
  );
}

const Problems = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space.lg};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  overflow-wrap: anywhere;
`;

const Single = styled.p`
  margin: 0;
  overflow-wrap: anywhere;
`;

const WarningTitle = styled.span`
  display: inline-flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.xs};
`;

const Mark = styled.svg`
  flex: none;
  width: 1.15em;
  height: 1.15em;
  margin-top: 0.1em;
  color: ${({ theme }) => theme.colors.warning};
`;

const Facts = styled.span`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.lg}`};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSize.xs};
`;

const Healthy = styled.p`
  margin: 0;
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.lg}`};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;
