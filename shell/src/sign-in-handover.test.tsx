// @vitest-environment happy-dom
import { render, screen, waitFor } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { SignInHandover, signInSkeletonShown } from './sign-in-handover.tsx';

/** The real form, as the remote's screen renders it (an input kept in React state). */
function RealForm() {
  const [email, setEmail] = useState('');
  return (
    <div>
      <input name="email" aria-label="real email" value={email} onChange={(e) => setEmail(e.target.value)} />
      <input name="password" aria-label="real password" type="password" />
      <output>{email}</output>
    </div>
  );
}

/** A screen whose first render checks the session, and shows the form a moment later. */
function CheckingFirst() {
  const [checked, setChecked] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setChecked(true), 20);
    return () => clearTimeout(timer);
  }, []);
  return checked ? <RealForm /> : <p>Checking your session</p>;
}

function paint() {
  const root = document.createElement('div');
  root.id = 'root';
  const painted = document.createElement('div');
  painted.id = 'sign-in-skeleton';
  painted.innerHTML = '<input name="email"><input name="password" type="password">';
  document.body.append(root, painted);
  const [email, password] = painted.querySelectorAll('input');
  email!.value = 'clinic@example.gr';
  password!.value = 'secret1';
  password!.focus();
  return root;
}

describe('the login form painted with the page', () => {
  afterEach(() => document.body.replaceChildren());

  it('waits for the real form when the screen shows something else first, and hands everything over', async () => {
    const root = paint();
    render(
      <SignInHandover>
        <CheckingFirst />
      </SignInHandover>,
      { container: root },
    );
    // While the session is checked, the painted form stays with what was typed.
    expect(signInSkeletonShown()).toBe(true);
    // The form shows once the check is done: the handover follows it, nothing else waits.
    const email = (await screen.findByLabelText('real email')) as HTMLInputElement;
    await waitFor(() => expect(email.value).toBe('clinic@example.gr'));
    expect((screen.getByLabelText('real password') as HTMLInputElement).value).toBe('secret1');
    expect(document.activeElement).toBe(screen.getByLabelText('real password'));
    expect(signInSkeletonShown()).toBe(false);
  });

  it('hands what was typed, and the focus, to the real form once it is there, then goes', () => {
    const root = paint();
    expect(signInSkeletonShown()).toBe(true);

    render(
      <SignInHandover>
        <RealForm />
      </SignInHandover>,
      { container: root },
    );
    expect((screen.getByLabelText('real email') as HTMLInputElement).value).toBe('clinic@example.gr');
    // The form's own state has it too, not only the DOM.
    expect(screen.getByText('clinic@example.gr').tagName).toBe('OUTPUT');
    expect((screen.getByLabelText('real password') as HTMLInputElement).value).toBe('secret1');
    expect(document.activeElement).toBe(screen.getByLabelText('real password'));
    expect(signInSkeletonShown()).toBe(false);
  });
});
