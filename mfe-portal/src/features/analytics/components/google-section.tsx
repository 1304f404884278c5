import { wallClockOf } from '@studio/contracts';
import { Card, MutedText } from '@studio/ui';
import { Total, Totals } from '@studio/ui/content';
import styled from 'styled-components';
import { useGooglePerformance } from '../api/get-google-performance.ts';
import { analyticsTexts as t } from '../texts.ts';
import { formatDateTime, formatNumber } from '../utils/format.ts';

/**
 * The chosen Google Business Profile locations' figures over the screen's period (its days in the
 * business's time zone): impressions on Maps and on Search, calls, website clicks, direction requests.
 * Figures kept from an earlier reading, Google refusing to give them again, say when they were read.
 * Nothing when the account has no Google location chosen.
 */
export function GoogleSection({ from, to, timeZone }: { from: string; to: string; timeZone: string }) {
  const period = {
    from: wallClockOf(new Date(from), timeZone).day,
    to: wallClockOf(new Date(to), timeZone).day,
  };
  const { data } = useGooglePerformance(period);
  if (!data?.locations.length) return null;
  return (
    <Card as="section" aria-labelledby="analytics-google">
      <SectionTitle id="analytics-google">{t.google.title}</SectionTitle>
      <Muted>{t.google.help}</Muted>
      <Locations>
        {data.locations.map((location) => (
          <div key={location.name}>
            <LocationTitle>{location.title}</LocationTitle>
            {location.stale && <Muted>{t.google.stale(formatDateTime(location.fetchedAt, timeZone))}</Muted>}
            <LocationTotals $min="140px" aria-label={location.title}>
              <Total label={t.google.impressionsMaps} value={formatNumber(location.impressionsMaps)} />
              <Total label={t.google.impressionsSearch} value={formatNumber(location.impressionsSearch)} />
              <Total label={t.google.callClicks} value={formatNumber(location.callClicks)} />
              <Total label={t.google.websiteClicks} value={formatNumber(location.websiteClicks)} />
              <Total label={t.google.directionRequests} value={formatNumber(location.directionRequests)} />
            </LocationTotals>
          </div>
        ))}
      </Locations>
    </Card>
  );
}

const SectionTitle = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSize.lg};
`;

const Muted = styled(MutedText)`
  margin: 0 0 ${({ theme }) => theme.space.md};
`;

const Locations = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`;

/** A label on one line or two, every figure on the cards' bottom line. */
const LocationTotals = styled(Totals)`
  > * {
    align-content: space-between;
  }
`;

const LocationTitle = styled.h3`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSize.md};
  overflow-wrap: anywhere;
`;
