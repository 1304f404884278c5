import { Badge } from '@studio/ui';
import styled from 'styled-components';
import { useHealth } from '../api/get-health.ts';

/** The header's badge: Online only when every service answers well, else what is wrong. */
export function PlatformStatus() {
  const { data } = useHealth();
  if (!data) return null;
  if (data.state === 'online')
    return (
      <Badge tone="success">
        <Dot aria-hidden />
        Online
      </Badge>
    );
  if (data.state === 'degraded')
    return (
      <Badge tone="warning" title={`Not answering well: ${data.services.join(', ')}`}>
        <Dot aria-hidden />
        Degraded: {data.services.join(', ')}
      </Badge>
    );
  return (
    <Badge tone="danger">
      <Dot aria-hidden />
      Offline
    </Badge>
  );
}

const Dot = styled.span`
  width: 6px;
  height: 6px;
  border-radius: 50%;
  background: currentColor;
`;
