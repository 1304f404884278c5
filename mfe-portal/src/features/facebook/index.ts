export {
  browser,
  disconnectFacebook,
  facebookPagesKey,
  getFacebookPages,
  getFacebookStatus,
  saveSelectedPages,
  selectedPagesKey,
  startBackendConnect,
  useFacebookPages,
  useSelectedPages,
} from './api/facebook.ts';
export { FacebookPagesScreen } from './components/facebook-pages-screen.tsx';
export { FacebookTestScreen } from './components/facebook-test-screen.tsx';
export {
  accountKey,
  type Connection,
  connectionOf,
  notConnected,
  pageKey,
  savedSelection,
  selectedPagesPayload,
} from './utils/connection.ts';
export { failureMessage, type ReturnOutcome, readReturnParams, returnTexts } from './utils/return-params.ts';
