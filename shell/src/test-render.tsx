import { ThemeModeProvider } from '@studio/ui';
import type { ReactNode } from 'react';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';

// React warns unless it knows the test drives updates through act().
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** Renders into a fresh container inside the platform's theme, and waits for effects and lazy screens. */
export async function render(ui: ReactNode): Promise<{ container: HTMLElement; root: Root }> {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  await act(async () => {
    root.render(<ThemeModeProvider>{ui}</ThemeModeProvider>);
  });
  return { container, root };
}

export async function cleanup(root: Root): Promise<void> {
  await act(async () => root.unmount());
  document.body.innerHTML = '';
}
