import {
  createGraphCall,
  instagramCalls,
  lookupCalls,
  type PublishingCallsConfig,
  pageCalls,
} from './publishing-calls.ts';
import { storyLookupCalls, videoCalls } from './video-calls.ts';

/**
 * The Graph calls that publish and delete posts, each with a time limit; every failure is a
 * PublishError saying what to do about it (see graph-errors.ts).
 */
export function createPublishingCalls(config: PublishingCallsConfig) {
  const call = createGraphCall(config);
  return {
    ...pageCalls(call),
    ...instagramCalls(call),
    ...lookupCalls(call),
    ...videoCalls(call, config),
    ...storyLookupCalls(call),
  };
}
