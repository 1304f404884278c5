import { FEATURE_SCOPES, MetaFeature } from '@studio/contracts';
import { Badge, Button, Card, MutedText, Stack } from '@studio/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { useConnectionHealth } from '../api/connection-health.ts';
import { startFacebookLogin } from '../hooks/use-facebook-connection.ts';
import { platformsTexts } from '../texts.ts';

const t = platformsTexts.features;

/**
 * The features beyond publishing (the posts' statistics, the inbox): each says whether it is on, and
 * one not on is turned on with the same Facebook login, which then asks for its permissions too.
 * Shown once Facebook is connected.
 */
export function MetaFeatures() {
  const { data } = useConnectionHealth();
  const [starting, setStarting] = useState<MetaFeature | null>(null);
  if (!data?.connected) return null;

  const turnOn = async (feature: MetaFeature) => {
    setStarting(feature);
    await startFacebookLogin([feature]);
    setStarting(null);
  };

  return (
    <Card aria-labelledby="meta-features-title" data-testid="meta-features">
      <Stack $gap="sm">
        <h2 id="meta-features-title">{t.title}</h2>
        <Lead>{t.lead}</Lead>
        <Features>
          {MetaFeature.options.map((feature) => {
            const on = data.features.includes(feature);
            return (
              <Feature key={feature} aria-label={t[feature].name}>
                <Stack $gap="xxs">
                  <Name>
                    {t[feature].name} <Badge tone={on ? 'success' : 'neutral'}>{on ? t.on : t.off}</Badge>
                  </Name>
                  <MutedText>{t[feature].does}</MutedText>
                  <Small>{t.permissions(FEATURE_SCOPES[feature].join(', '))}</Small>
                </Stack>
                {!on && (
                  <Button
                    size="sm"
                    variant="secondary"
                    loading={starting === feature}
                    disabled={starting !== null}
                    onClick={() => void turnOn(feature)}
                  >
                    {t.turnOn}
                  </Button>
                )}
              </Feature>
            );
          })}
        </Features>
      </Stack>
    </Card>
  );
}

const Lead = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const Features = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;

const Feature = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm} 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};

  &:first-child {
    border-top: none;
  }
`;

const Name = styled.p`
  font-weight: 600;
`;

const Small = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSize.xs};
  overflow-wrap: anywhere;
`;
