import { z } from 'zod';

/** A count in a query string: decimal digits only (no '0x1e', no '1e3', no ' 5', no '[5]'), 1 to `max`. */
export const queryCount = (max: number) =>
  z
    .string()
    .regex(/^\d{1,9}$/, 'must be a whole number')
    .transform(Number)
    .pipe(z.number().int().min(1).max(max));
