import { z } from 'zod';

/** A count in a query string: decimal digits only (no '0x1e', no '1e3', no ' 5', no '[5]'), 1 to `max`. */
export const queryCount = (max: number) =>
  z
    .string()
    .regex(/^\d{1,9}$/, 'must be a whole number')
    .transform(Number)
    .pipe(z.number().int().min(1).max(max));

/**
 * A whole number in a JSON body or a form: a number, or a string of decimal digits (forms send text).
 * Never what JavaScript's Number() would make of `[5]`, `true`, `"0x1e"` or `"1e3"`: those fail with the
 * schema's own message.
 */
export const wholeNumber = <T extends z.ZodType<number>>(schema: T) =>
  z.preprocess(
    (value) => (typeof value === 'string' && /^\s*\d{1,10}\s*$/.test(value) ? Number(value) : value),
    schema,
  );
