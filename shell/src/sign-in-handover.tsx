import { type ReactNode, useLayoutEffect } from 'react';

/** The login form the gateway paints with the page (gateway/src/sign-in-skeleton.ts), if still there. */
const skeleton = () => document.getElementById('sign-in-skeleton');

/** Whether the painted login form stands in for the screen while its code downloads. */
export const signInSkeletonShown = (): boolean => skeleton() !== null;

const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;

/**
 * Once a remote's screen is on the page: what was typed in the painted form goes into the real one
 * (same field names; an input event, so the form's state has it too), the focus with it, and the
 * painted form goes.
 */
export function handOverSignIn(): void {
  const painted = skeleton();
  if (!painted) return;
  const focused = document.activeElement;
  for (const input of painted.querySelectorAll('input')) {
    const real = document.querySelector<HTMLInputElement>(`#root input[name="${input.name}"]`);
    if (!real) continue;
    if (input.value && !real.value) {
      setValue?.call(real, input.value);
      real.dispatchEvent(new Event('input', { bubbles: true }));
    }
    if (focused === input) real.focus();
  }
  painted.previousElementSibling?.tagName === 'STYLE' && painted.previousElementSibling.remove();
  painted.remove();
}

/** Around a remote's screen: hands the painted login form over as soon as the screen is there. */
export function SignInHandover({ children }: { children: ReactNode }) {
  useLayoutEffect(handOverSignIn, []);
  return children;
}
