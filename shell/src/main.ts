// The async boundary: shared modules (react, ...) are negotiated with the remotes before any of them runs.
import('./bootstrap.tsx');
