import { Button, Field, MutedText, Textarea } from '@studio/ui';
import { FieldWithButton } from '@studio/ui/content';
import {
  type Control,
  type FieldErrors,
  type FieldValues,
  type UseFormRegister,
  useFieldArray,
} from 'react-hook-form';
import styled from 'styled-components';
import { PlusIcon } from '../../../components/icons.tsx';
import type { ProductFormValues } from '../api/create-product.ts';

type ExamplePostsEditorProps<TOutput extends FieldValues> = {
  control: Control<ProductFormValues, unknown, TOutput>;
  register: UseFormRegister<ProductFormValues>;
  errors: FieldErrors<ProductFormValues>['examplePosts'];
};

/** The example posts that inspire the AI's posts for this product: one text area each, added and removed freely. */
export function ExamplePostsEditor<TOutput extends FieldValues>({
  control,
  register,
  errors,
}: ExamplePostsEditorProps<TOutput>) {
  const { fields, append, remove } = useFieldArray({ control, name: 'examplePosts' });
  return (
    <Group>
      <Legend>Example posts</Legend>
      {fields.length === 0 && <MutedText>No example posts yet.</MutedText>}
      {fields.map((field, index) => (
        <Post key={field.id}>
          <Field label={`Example post ${index + 1}`} error={errors?.[index]?.content?.message}>
            <Textarea rows={3} {...register(`examplePosts.${index}.content`)} />
          </Field>
          <Button
            size="sm"
            variant="ghost"
            aria-label={`Remove post ${index + 1}`}
            onClick={() => remove(index)}
          >
            Remove
          </Button>
        </Post>
      ))}
      <div>
        <Button size="sm" variant="secondary" onClick={() => append({ content: '' })}>
          <PlusIcon size={15} />
          Add example post
        </Button>
      </div>
    </Group>
  );
}

const Group = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
`;

const Legend = styled.legend`
  margin-bottom: ${({ theme }) => theme.space.sm};
  padding: 0;
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: 600;
`;

const Post = styled(FieldWithButton)`
  > button {
    color: ${({ theme }) => theme.colors.danger};
  }
`;
