import { expect } from 'vitest';
import type { ImageSearchError, ImageSearchErrorCode } from './types.ts';

/** The ImageSearchError a search failed with, checked to have the expected code. */
export async function searchFailure(
  promise: Promise<unknown>,
  code: ImageSearchErrorCode,
): Promise<ImageSearchError> {
  const error = (await promise.then(
    () => null,
    (e: unknown) => e,
  )) as ImageSearchError | null;
  expect(error?.name).toBe('ImageSearchError');
  expect({ code: error?.code, message: error?.message }).toMatchObject({ code });
  return error!;
}
