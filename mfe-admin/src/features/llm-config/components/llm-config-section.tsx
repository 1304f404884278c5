import { Alert, Button, Card, MutedText, Stack } from '@studio/ui';
import styled from 'styled-components';
import { ApiSettingsTab } from './api-settings-tab.tsx';
import { ContentSettingsTab } from './content-settings-tab.tsx';
import { PlatformsTab } from './platforms-tab.tsx';
import { Tabs } from './tabs.tsx';

const tabs = [
  { id: 'content', label: 'Content Settings', content: <ContentSettingsTab /> },
  { id: 'platforms', label: 'Platforms', content: <PlatformsTab /> },
  { id: 'api', label: 'API Settings', content: <ApiSettingsTab /> },
];

/**
 * AI Post Generator: the static LLM configuration screen. Nothing is loaded or saved:
 * the controls move on screen only, and Save and Reset do nothing.
 */
export function LlmConfigSection() {
  return (
    <Stack $gap="lg">
      <Intro>
        <div>
          <Heading>AI Post Generator</Heading>
          <Muted $size="body">How the AI writes social media posts for the businesses' products.</Muted>
        </div>
        <Actions>
          {/* SPEC's two buttons, without behaviour: shown as what they are on a display-only screen. */}
          <Button variant="secondary" disabled title="Display only: nothing is reset">
            Reset to Defaults
          </Button>
          <Button variant="secondary" disabled title="Display only: nothing is saved">
            Save Configuration
          </Button>
        </Actions>
      </Intro>
      <Alert tone="info" title="Display only">
        These settings are a preview: nothing is loaded or saved. Controls move on this screen only.
      </Alert>
      <Card>
        <Tabs label="Configuration" tabs={tabs} />
      </Card>
    </Stack>
  );
}

const Intro = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.lg};
`;

const Heading = styled.h2`
  font-size: ${({ theme }) => theme.fontSize.lg};
  font-weight: 700;
`;

const Muted = styled(MutedText)`
  margin-top: ${({ theme }) => theme.space.xs};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;
