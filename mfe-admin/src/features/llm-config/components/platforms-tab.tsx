import { Card, Field, Select } from '@studio/ui';
import styled from 'styled-components';
import { type PlatformDefaults, platforms, postStyles } from '../utils/defaults.ts';
import { CheckboxField, SliderField } from './controls.tsx';

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** One card per platform: whether posts are written for it, their style and the hashtag maximum. */
export function PlatformsTab() {
  return (
    <Cards>
      {platforms.map((platform) => (
        <PlatformCard key={platform.id} platform={platform} />
      ))}
    </Cards>
  );
}

function PlatformCard({ platform }: { platform: PlatformDefaults }) {
  return (
    <Card as="section" $padding="lg" aria-labelledby={`platform-${platform.id}`}>
      <Title id={`platform-${platform.id}`}>{platform.name}</Title>
      <Body>
        <CheckboxField label={`Write posts for ${platform.name}`} initial={platform.active} />
        <Field label={`${platform.name} post style`}>
          <Select defaultValue={platform.postStyle}>
            {postStyles.map((style) => (
              <option key={style} value={style}>
                {capitalise(style)}
              </option>
            ))}
          </Select>
        </Field>
        {platform.hashtags && (
          <SliderField
            label={`${platform.name} hashtag maximum`}
            min={0}
            max={platform.hashtags.max}
            step={1}
            initial={platform.hashtags.initial}
          />
        )}
      </Body>
    </Card>
  );
}

const Cards = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 280px), 1fr));
  gap: ${({ theme }) => theme.space.lg};
`;

const Title = styled.h3`
  margin-bottom: ${({ theme }) => theme.space.lg};
  font-size: ${({ theme }) => theme.fontSize.md};
  font-weight: 700;
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;
