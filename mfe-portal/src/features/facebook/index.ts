export { selectedPagesKey, useSelectedPages } from '../../api/selected-pages.ts';
export { disconnectFacebook } from './api/disconnect-facebook.ts';
export { facebookPagesKey, getFacebookPages, useFacebookPages } from './api/get-facebook-pages.ts';
export { getFacebookStatus } from './api/get-facebook-status.ts';
export { saveSelectedPages } from './api/save-selected-pages.ts';
export { browser, startBackendConnect } from './api/start-backend-connect.ts';
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
