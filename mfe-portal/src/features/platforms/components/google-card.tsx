import { Alert, Badge, Button, Card, MutedText, Row, Spinner, Stack } from '@studio/ui';
import type { GoogleConnection } from '../hooks/use-google-connection.ts';
import { platformsTexts } from '../texts.ts';
import { ChoiceList, Detail, Fieldset, Title } from './platform-card-parts.tsx';

const t = platformsTexts.google;

/**
 * The Google Business Profile card of step 3: connect, choose the locations posts go to, refresh them,
 * disconnect (the login is revoked at Google). Laid out as the Facebook card.
 */
export function GoogleCard({ google }: { google: GoogleConnection }) {
  const { data } = google;
  const connected = data?.connected ?? false;
  const reconnect = data?.status === 'reconnect_required';
  return (
    <Card as="section" aria-labelledby="google-card-title">
      <Stack $gap="lg">
        <Row $justify="space-between" $align="flex-start">
          <div>
            <Title id="google-card-title">{t.title}</Title>
            <MutedText>{t.description}</MutedText>
          </div>
          <Badge tone={reconnect ? 'warning' : connected ? 'success' : 'neutral'}>
            {reconnect ? t.reconnectRequired : connected ? t.connected : t.notConnected}
          </Badge>
        </Row>
        {data?.mode === 'sandbox' && (
          <Alert tone="info">
            {t.sandbox} <a href="/api/google-sandbox/locations">{t.sandboxLink}</a>
          </Alert>
        )}
        {data?.mode === 'off' && <Alert tone="info">{t.off}</Alert>}
        {google.loading && <Spinner size={20} label={t.loading} />}
        {connected && (
          <Fieldset>
            <legend>{t.locations}</legend>
            {data?.locations.length === 0 ? (
              <MutedText>{t.noLocations}</MutedText>
            ) : (
              <ChoiceList>
                {data?.locations.map((location) => {
                  const id = `google-${location.name.replace(/[^a-zA-Z0-9_-]/g, '-')}`;
                  return (
                    <li key={location.name}>
                      <input
                        type="checkbox"
                        id={id}
                        checked={google.selection.has(location.name)}
                        onChange={() => google.toggle(location.name)}
                      />
                      <label htmlFor={id}>{location.title}</label>
                      <Detail>
                        {[location.address, location.verified ? null : t.unverified]
                          .filter(Boolean)
                          .join(' · ')}
                      </Detail>
                    </li>
                  );
                })}
              </ChoiceList>
            )}
          </Fieldset>
        )}
        {data?.mode !== 'off' && (
          <Row $gap="sm">
            {connected && !reconnect ? (
              <>
                <Button
                  onClick={() => void google.save()}
                  loading={google.busy === 'save'}
                  disabled={google.busy !== null}
                >
                  {t.save}
                </Button>
                <Button
                  variant="ghost"
                  onClick={() => void google.refresh()}
                  loading={google.busy === 'refresh'}
                  disabled={google.busy !== null}
                >
                  {t.refresh}
                </Button>
                <Button
                  variant="danger"
                  onClick={() => void google.disconnect()}
                  loading={google.busy === 'disconnect'}
                  disabled={google.busy !== null}
                >
                  {t.disconnect}
                </Button>
              </>
            ) : (
              <Button onClick={() => void google.connect()}>{reconnect ? t.reconnect : t.connect}</Button>
            )}
          </Row>
        )}
      </Stack>
    </Card>
  );
}
