import { Button, Input, tint, toast } from '@studio/ui';
import { useRef } from 'react';
import styled from 'styled-components';
import type { KeptLink } from '../kept-links.ts';

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/** A password link to pass on by hand (no mail server), with its expiry and a copy button. */
export function KeptLinkPanel({ kept }: { kept: KeptLink }) {
  const input = useRef<HTMLInputElement>(null);
  const what = kept.purpose === 'invitation' ? 'Invitation link' : 'Password reset link';

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(kept.link);
      toast.success('Link copied', { description: `Send it to ${kept.email}.` });
    } catch {
      // No clipboard (an insecure origin, a refused permission): selected for the keyboard's copy.
      input.current?.select();
      toast.info('Press Ctrl+C (⌘C) to copy the selected link');
    }
  };

  return (
    <Panel aria-label={`${what} for ${kept.email}`}>
      <p>
        <strong>{what}</strong> for {kept.email}: no mail server is configured, so send it yourself. It works
        once, until {when(kept.expiresAt)}.
      </p>
      <Line>
        <Input
          ref={input}
          readOnly
          value={kept.link}
          aria-label={`${what} for ${kept.email}`}
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button size="sm" onClick={() => void copy()}>
          Copy link
        </Button>
      </Line>
    </Panel>
  );
}

const Panel = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  margin-top: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-left: 4px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => tint(theme.colors.primary, 8)};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const Line = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  align-items: center;

  input {
    flex: 1;
    min-width: 0;
    font-family: ${({ theme }) => theme.font.mono};
  }
`;
