import { FIRST_COMMENT_MAX_CHARACTERS } from '@studio/contracts';
import { Button, Field, Row, Stack, Textarea } from '@studio/ui';
import { useState } from 'react';
import { campaignsTexts } from '../texts.ts';

type PostContentEditorProps = {
  initial: string;
  initialFirstComment: string | null;
  saving: boolean;
  onSave: (content: string, firstComment: string | null) => void;
  onCancel: () => void;
};

/**
 * Inline content edit with the optional first comment: Save stays disabled
 * while the text is blank or the comment too long.
 */
export function PostContentEditor({
  initial,
  initialFirstComment,
  saving,
  onSave,
  onCancel,
}: PostContentEditorProps) {
  const [content, setContent] = useState(initial);
  const [firstComment, setFirstComment] = useState(initialFirstComment ?? '');
  const blank = content.trim() === '';
  const tooLong = firstComment.trim().length > FIRST_COMMENT_MAX_CHARACTERS;
  const t = campaignsTexts.content;
  return (
    <Stack $gap="sm">
      <Field label={t.label} error={blank ? t.blank : undefined}>
        <Textarea rows={8} value={content} onChange={(event) => setContent(event.target.value)} autoFocus />
      </Field>
      <Field
        label={t.firstComment}
        hint={t.firstCommentHint}
        error={tooLong ? t.firstCommentTooLong : undefined}
      >
        <Textarea rows={2} value={firstComment} onChange={(event) => setFirstComment(event.target.value)} />
      </Field>
      <Row $gap="sm">
        <Button
          size="sm"
          disabled={blank || tooLong}
          loading={saving}
          onClick={() => onSave(content, firstComment.trim() || null)}
        >
          {t.save}
        </Button>
        <Button size="sm" variant="secondary" disabled={saving} onClick={onCancel}>
          {t.cancel}
        </Button>
      </Row>
    </Stack>
  );
}
