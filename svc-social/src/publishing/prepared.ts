/** Records a handle as soon as Meta made it (see handles.ts). */
export type RecordHandle = (id: string) => Promise<void>;

/**
 * What preparing a publication came to: the call that publishes, and what to check once it did (a
 * page Reel's processing; never a reason to fail the post); or 'out', when the handle recorded for it
 * says its post is out already.
 */
export type Prepared =
  | { kind: 'call'; publish: () => Promise<string>; afterwards?: () => Promise<void> }
  | { kind: 'out' };

export const calling = (publish: () => Promise<string>, afterwards?: () => Promise<void>): Prepared => ({
  kind: 'call',
  publish,
  afterwards,
});
