import type { FacebookPagesResponse } from '@studio/contracts';
import { HttpError } from '@studio/web';
import { facebookTexts } from '../texts.ts';
import { connectionOf } from './connection.ts';

export type PagesResult = Pick<FacebookPagesResponse, 'facebookPages' | 'instagramAccounts' | 'source'>;

/** The pages and accounts to list, without the sample entries. */
export function listedPages(answer: FacebookPagesResponse): PagesResult {
  const pages = answer.facebookPages.filter((page) => page.id !== 'sample');
  const accounts = answer.instagramAccounts.filter((account) => account.id !== 'ig_sample');
  return { facebookPages: pages, instagramAccounts: accounts, source: answer.source };
}

/** Whether an automatic load with the stored token found a connection worth showing. */
export function hasStoredConnection(answer: FacebookPagesResponse): boolean {
  return connectionOf(answer).connected;
}

/** The failure text of the pages call: 'HTTP error! status: N' for a non-OK answer. */
export function pagesFailure(error: unknown): string {
  if (error instanceof HttpError) return facebookTexts.pages.httpError(error.status);
  if (error instanceof Error && error.message) return error.message;
  return facebookTexts.pages.failed;
}
