import type { Consent, SocialPlatform } from '@studio/contracts';
import { Badge, type BadgeProps } from '@studio/ui';
import { type ConsentState, consentStateOf } from '../../../api/consents.ts';
import { mediaTexts } from '../texts.ts';

const t = mediaTexts.consent;

/** 2026-06-11 → 11/06/2026. */
export const greekDay = (day: string) => day.split('-').reverse().join('/');

export const channelNames: Record<SocialPlatform, string> = { facebook: 'Facebook', instagram: 'Instagram' };
export const channelsOf = (consent: Pick<Consent, 'channels'>) =>
  consent.channels.map((channel) => channelNames[channel]).join(', ');

const tones: Record<ConsentState, NonNullable<BadgeProps['tone']>> = {
  active: 'success',
  future: 'warning',
  ended: 'danger',
  withdrawn: 'danger',
};

/** Where a consent stands today, as a badge: in force until, from, ended, withdrawn. */
export function ConsentStateBadge({ consent, today }: { consent: Consent; today: string }) {
  const state = consentStateOf(consent, today);
  const label =
    state === 'active'
      ? t.states.active(greekDay(consent.endsOn))
      : state === 'future'
        ? t.states.future(greekDay(consent.startsOn))
        : state === 'ended'
          ? t.states.ended(greekDay(consent.endsOn))
          : t.states.withdrawn;
  return <Badge tone={tones[state]}>{label}</Badge>;
}
