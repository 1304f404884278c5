import { toast } from '@studio/ui';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { failureDescription, fieldErrors } from './server-errors.ts';

type SubmitOptions<TFieldValues extends FieldValues, TOutput> = {
  /** The call with the valid input; it says its own success toast. */
  save: (input: TOutput) => Promise<void>;
  /** The failure toast's title, e.g. 'Failed to create account'. */
  failure: string;
  /** The fields a refusal may point at; the server's reason shows beside them as well as in the toast. */
  fields: readonly Path<TFieldValues>[];
  /** After a save that went through (the dialog closes). */
  onSaved: () => void;
};

/** The submit handler of an accounts form: save, then close; or tell the failure in a toast and at the fields. */
export function submitWithServerErrors<TFieldValues extends FieldValues, TContext, TOutput>(
  form: UseFormReturn<TFieldValues, TContext, TOutput>,
  { save, failure, fields, onSaved }: SubmitOptions<TFieldValues, TOutput>,
) {
  return form.handleSubmit(async (input) => {
    try {
      await save(input);
      onSaved();
    } catch (error) {
      toast.error(failure, { description: failureDescription(error) });
      const reasons = fieldErrors(error, fields);
      for (const field of fields) {
        const message = reasons[field];
        if (message) form.setError(field, { message });
      }
    }
  });
}
