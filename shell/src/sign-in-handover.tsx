import { type ReactNode, useLayoutEffect } from 'react';

/** The login form the gateway paints with the page (gateway/src/sign-in-skeleton.ts), if still there. */
const skeleton = () => document.getElementById('sign-in-skeleton');

/** Whether the painted login form stands in for the screen while its code downloads. */
export const signInSkeletonShown = (): boolean => !!skeleton();

/** The longest the painted form waits for the real one (a screen that never shows it: it goes). */
const WAIT_FOR_REAL_FORM_MS = 10_000;

/** The real form's input of the painted one's name, once the screen shows it. */
const realInput = (name: string) => document.querySelector<HTMLInputElement>(`#root [name="${name}"]`);

/** What was typed in the painted form goes into the real one (an input event, so its state has it too), the focus with it. */
function handOver(painted: HTMLElement) {
  const focused = document.activeElement;
  for (const input of painted.querySelectorAll('input')) {
    const real = realInput(input.name);
    if (!real) continue;
    if (input.value && !real.value) {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(real, input.value);
      real.dispatchEvent(new Event('input', { bubbles: true }));
    }
    if (focused === input) real.focus();
  }
  painted.remove();
}

/**
 * Around a remote's screen: once the real login form is on the page (its first render may be a check of
 * the session, or a lazy screen still loading), what was typed in the painted form goes into it and the
 * painted form goes. It goes too when the screen leaves the login page (a session still open) or shows
 * no form within WAIT_FOR_REAL_FORM_MS.
 */
export function SignInHandover({ children }: { children: ReactNode }) {
  useLayoutEffect(() => {
    const painted = skeleton();
    if (!painted) return;
    const names = [...painted.querySelectorAll('input')].map((input) => input.name);
    const realFormShown = () => names.every((name) => realInput(name) !== null);
    if (realFormShown()) return handOver(painted);

    const loginPath = window.location.pathname;
    const observer = new MutationObserver(() => {
      if (realFormShown()) handOver(painted);
      else if (window.location.pathname !== loginPath) painted.remove();
      else return;
      observer.disconnect();
    });
    observer.observe(document.getElementById('root') ?? document.body, { childList: true, subtree: true });
    const giveUp = setTimeout(() => {
      observer.disconnect();
      painted.remove();
    }, WAIT_FOR_REAL_FORM_MS);
    return () => {
      observer.disconnect();
      clearTimeout(giveUp);
      painted.remove();
    };
  }, []);
  return children;
}
