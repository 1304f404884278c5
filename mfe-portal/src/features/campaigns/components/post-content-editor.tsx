import { Button, Field, Row, Stack, Textarea } from '@studio/ui';
import { useState } from 'react';
import { campaignsTexts } from '../texts.ts';

type PostContentEditorProps = {
  initial: string;
  saving: boolean;
  onSave: (content: string) => void;
  onCancel: () => void;
};

/** Inline content edit (SPEC §5 Post content edit): Save stays disabled while the text is blank. */
export function PostContentEditor({ initial, saving, onSave, onCancel }: PostContentEditorProps) {
  const [content, setContent] = useState(initial);
  const blank = content.trim() === '';
  const t = campaignsTexts.content;
  return (
    <Stack $gap="sm">
      <Field label={t.label} error={blank ? t.blank : undefined}>
        <Textarea rows={8} value={content} onChange={(event) => setContent(event.target.value)} autoFocus />
      </Field>
      <Row $gap="sm">
        <Button size="sm" disabled={blank} loading={saving} onClick={() => onSave(content)}>
          {t.save}
        </Button>
        <Button size="sm" variant="secondary" disabled={saving} onClick={onCancel}>
          {t.cancel}
        </Button>
      </Row>
    </Stack>
  );
}
