import { Alert, Button, Card, LinkButton, MutedText, Row, Stack } from '@studio/ui';
import { PageHeader } from '@studio/ui/content';
import { portalStep } from '@studio/web';
import { useCallback } from 'react';
import styled from 'styled-components';
import { StepNavigation } from '../../../components/step-navigation.tsx';
import { texts } from '../../../texts.ts';
import { returnTexts } from '../../facebook/index.ts';
import { useFacebookConnection } from '../hooks/use-facebook-connection.ts';
import { useFacebookReturn } from '../hooks/use-facebook-return.ts';
import { useGoogleConnection } from '../hooks/use-google-connection.ts';
import { platformsTexts } from '../texts.ts';
import { ConnectionHealthPanel } from './connection-health.tsx';
import { FacebookCard } from './facebook-card.tsx';
import { GoogleCard } from './google-card.tsx';
import { MetaFeatures } from './meta-features.tsx';

/**
 * Step 3: the Facebook card, the greyed card of platforms to come, the return
 * from Facebook, Back to /portal/products and Continue to /portal/campaigns once connected.
 */
export function PlatformsScreen() {
  const facebook = useFacebookConnection();
  const google = useGoogleConnection();
  const { refetch, recheck } = facebook;
  const { banner } = useFacebookReturn(
    useCallback(() => {
      void refetch();
      void recheck();
    }, [refetch, recheck]),
  );
  // Posts go out only to saved pages and accounts: ticking them is not enough to move on.
  const ready = facebook.connection.connected && facebook.hasSavedSelection;
  const blocked = facebook.unavailable
    ? platformsTexts.statusUnavailable
    : facebook.connection.connected
      ? platformsTexts.noSelection
      : platformsTexts.noPlatform;

  return (
    <section>
      <PageHeader title={platformsTexts.title} subtitle={platformsTexts.subtitle} />
      <Stack $gap="lg">
        {banner && <Alert tone="success">{returnTexts.banner}</Alert>}
        <ConnectionHealthPanel
          onReconnect={() => void facebook.connect()}
          // Nothing chosen yet is the next step, shown in the Facebook card beside its checkboxes, not an alarm.
          hidden={facebook.reconnectMessage ? ['token_invalid', 'no_targets'] : ['no_targets']}
        />
        <FacebookCard facebook={facebook} />
        <MetaFeatures />
        <GoogleCard google={google} />
        <Soon $muted aria-disabled="true">
          <h2>{platformsTexts.more.title}</h2>
          <p>{platformsTexts.more.description}</p>
        </Soon>
      </Stack>
      <StepNavigation
        previous={portalStep('/portal', 'products')}
        previousLabel={texts.back}
        nextSlot={
          ready ? (
            <LinkButton to={portalStep('/portal', 'campaigns')} variant="primary">
              {texts.continue}
              <span aria-hidden>→</span>
            </LinkButton>
          ) : (
            <Row $gap="sm">
              <MutedText as="span" id="no-platform">
                {blocked}
              </MutedText>
              <Button disabled aria-describedby="no-platform">
                {texts.continue}
                <span aria-hidden>→</span>
              </Button>
            </Row>
          )
        }
      />
    </section>
  );
}

const Soon = styled(Card)`
  opacity: 0.55;
  filter: grayscale(1);

  h2 {
    margin-bottom: ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.fontSize.lg};
    font-weight: 600;
  }

  p {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
