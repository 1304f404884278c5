import { Alert, Button, Card, Stack, toast } from '@studio/ui';
import { errorMessage, getBusinessToken, portalStep, useDocumentTitle } from '@studio/web';
import { useState } from 'react';
import styled from 'styled-components';
import { StandalonePage } from '../../../components/standalone-page.tsx';
import { texts } from '../../../texts.ts';
import { getFacebookStatus } from '../api/get-facebook-status.ts';
import { browser, startBackendConnect } from '../api/start-backend-connect.ts';
import { facebookTexts } from '../texts.ts';
import { directLoginUrl, SANDBOX_DIALOG } from '../utils/direct-login.ts';

const t = facebookTexts.test;

/**
 * /facebook-test: start the Facebook login directly, or through the backend connect path,
 * or go back to the platforms step. The direct login needs the app id: in sandbox mode it is the
 * sandbox's own; otherwise the page cannot know it and says so.
 */
export function FacebookTestScreen() {
  useDocumentTitle(facebookTexts.test.title);
  const [note, setNote] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);

  const direct = async () => {
    setChecking(true);
    setNote(null);
    try {
      const status = getBusinessToken() ? await getFacebookStatus().catch(() => null) : null;
      if (status?.mode === 'sandbox') {
        setNote(t.sandbox);
        browser.go(directLoginUrl(SANDBOX_DIALOG, window.location.origin));
        return;
      }
      setNote(t.unknownAppId);
    } finally {
      setChecking(false);
    }
  };

  const backend = async () => {
    try {
      if (!(await startBackendConnect())) toast.error(texts.errorTitle, { description: t.needLogin });
    } catch (failure) {
      toast.error(texts.errorTitle, { description: errorMessage(failure, t.backendFailed) });
    }
  };

  return (
    <StandalonePage
      title={t.title}
      subtitle={t.subtitle}
      back={{ to: portalStep('/portal', 'platforms'), label: t.backToPlatforms }}
    >
      <Card>
        <Stack $gap="lg">
          <Option>
            <Button onClick={() => void direct()} loading={checking}>
              {t.direct}
            </Button>
            <p>{t.directHint}</p>
          </Option>
          <Option>
            <Button variant="secondary" onClick={() => void backend()}>
              {t.backend}
            </Button>
            <p>{t.backendHint}</p>
          </Option>
          {note && <Alert tone={note === t.sandbox ? 'info' : 'warning'}>{note}</Alert>}
        </Stack>
      </Card>
    </StandalonePage>
  );
}

const Option = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.xs};

  p {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSize.sm};
  }
`;
