import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app.tsx';
import { registerRemotesFromManifest } from './remotes.ts';

// Ask for the remotes' addresses now, in parallel with the first render; a failure shows in the
// remote's error boundary when one of its screens is needed.
registerRemotesFromManifest().catch((error: unknown) =>
  console.error('Could not register the remotes', error),
);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
