import { HandLinkPanel } from '@studio/ui/content';
import type { KeptLink } from '../kept-links.ts';

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/** A password link to pass on by hand (no mail server), with its expiry and a copy button. */
export function KeptLinkPanel({ kept }: { kept: KeptLink }) {
  const what = kept.purpose === 'invitation' ? 'Invitation link' : 'Password reset link';
  return (
    <HandLinkPanel
      label={`${what} for ${kept.email}`}
      link={kept.link}
      texts={{
        copy: 'Copy link',
        copied: 'Link copied',
        copiedDetail: `Send it to ${kept.email}.`,
        copyByHand: 'Press Ctrl+C (⌘C) to copy the selected link',
      }}
    >
      <p>
        <strong>{what}</strong> for {kept.email}: no mail server is configured, so send it yourself. It works
        once, until {when(kept.expiresAt)}.
      </p>
    </HandLinkPanel>
  );
}
