import { Button, Input, tint } from '@studio/ui';
import { type ReactNode, useRef } from 'react';
import { toast } from 'sonner';
import styled from 'styled-components';

export type HandLinkPanelProps = {
  /** The panel's and the link field's accessible name. */
  label: string;
  link: string;
  /** What the link is, for whom and until when, in the area's language. */
  children: ReactNode;
  texts: {
    copy: string;
    copied: string;
    copiedDetail?: string;
    /** No clipboard: the link is selected for the keyboard's copy. */
    copyByHand: string;
  };
};

/** A single-use link to pass on by hand (no mail server configured), with a copy button. */
export function HandLinkPanel({ label, link, children, texts }: HandLinkPanelProps) {
  const field = useRef<HTMLInputElement>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      toast.success(texts.copied, texts.copiedDetail ? { description: texts.copiedDetail } : undefined);
    } catch {
      // No clipboard (an insecure origin, a refused permission): selected for the keyboard's copy.
      field.current?.select();
      toast.info(texts.copyByHand);
    }
  };
  return (
    <Panel aria-label={label}>
      {children}
      <Line>
        <Input
          ref={field}
          readOnly
          value={link}
          aria-label={label}
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button size="sm" onClick={() => void copy()}>
          {texts.copy}
        </Button>
      </Line>
    </Panel>
  );
}

const Panel = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-left: 4px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => tint(theme.colors.primary, 8)};
  font-size: ${({ theme }) => theme.fontSize.sm};

  p {
    margin: 0;
  }
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
