import { type ReactNode, useLayoutEffect } from 'react';

/** The login form the gateway paints with the page (gateway/src/sign-in-skeleton.ts), if still there. */
const skeleton = () => document.getElementById('sign-in-skeleton');

/** Whether the painted login form stands in for the screen while its code downloads. */
export const signInSkeletonShown = (): boolean => !!skeleton();

/**
 * Around a remote's screen: once it is on the page, what was typed in the painted form goes into the
 * real one (same field names; an input event, so the form's state has it too), the focus with it, and
 * the painted form goes.
 */
export function SignInHandover({ children }: { children: ReactNode }) {
  useLayoutEffect(() => {
    const painted = skeleton();
    if (!painted) return;
    const focused = document.activeElement;
    for (const input of painted.querySelectorAll('input')) {
      const real = document.querySelector<HTMLInputElement>(`#root [name="${input.name}"]`);
      if (!real) continue;
      if (input.value && !real.value) {
        Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(real, input.value);
        real.dispatchEvent(new Event('input', { bubbles: true }));
      }
      if (focused === input) real.focus();
    }
    painted.remove();
  }, []);
  return children;
}
