// @vitest-environment happy-dom
import { act, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Dialog } from './dialog.tsx';
import { Field } from './field.tsx';
import { FormDialog } from './form-dialog.tsx';
import { Input } from './input.tsx';
import { ThemeModeProvider, ThemeToggle, usePageHasThemeToggle, useThemeMode } from './theme-mode.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root;
let container: HTMLElement;
beforeEach(() => {
  localStorage.clear();
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});
afterEach(async () => {
  await act(async () => root.unmount());
  document.body.innerHTML = '';
});

async function render(ui: React.ReactNode) {
  await act(async () => root.render(<ThemeModeProvider>{ui}</ThemeModeProvider>));
}

function ModeProbe() {
  const { mode, resolved } = useThemeMode();
  return <output>{`${mode}/${resolved}`}</output>;
}

function ToggleProbe() {
  return <output>{String(usePageHasThemeToggle())}</output>;
}
function PageWithOwnToggle() {
  const [own, setOwn] = useState(false);
  return (
    <>
      <ThemeToggle floating />
      {own && <ThemeToggle />}
      <button type="button" onClick={() => setOwn((value) => !value)}>
        toggle
      </button>
      <ToggleProbe />
    </>
  );
}

function DialogHarness() {
  const [open, setOpen] = useState(true);
  return (
    <Dialog open={open} onOpenChange={setOpen} title="Add Product" description="All fields are required">
      <input aria-label="inside" />
    </Dialog>
  );
}

function FormHarness({
  busy,
  onSubmit,
  onClose,
}: {
  busy: boolean;
  onSubmit: () => void;
  onClose: () => void;
}) {
  return (
    <FormDialog
      title="Create account"
      submitLabel="Create"
      busy={busy}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
      onClose={onClose}
    >
      <input aria-label="name" />
    </FormDialog>
  );
}

function pressEscape() {
  const target = document.activeElement ?? document.body;
  target.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
}

describe('theme mode', () => {
  it('starts light and keeps the choice under "theme"', async () => {
    await render(
      <>
        <ThemeToggle />
        <ModeProbe />
      </>,
    );
    expect(container.querySelector('output')?.textContent).toBe('light/light');
    const dark = container.querySelector<HTMLInputElement>('input[value="dark"]')!;
    await act(async () => dark.click());
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(container.querySelector('output')?.textContent).toBe('dark/dark');
    // The gateway paints the login form before any script from the same choice.
    expect(document.cookie).toMatch(/(^|; )theme=dark(;|$)/);
  });

  it('reads a stored choice and ignores a broken one', async () => {
    localStorage.setItem('theme', 'system');
    await render(<ModeProbe />);
    expect(container.querySelector('output')?.textContent).toMatch(/^system\/(light|dark)$/);
    await act(async () => root.unmount());
    root = createRoot(container);
    localStorage.setItem('theme', 'purple');
    await render(<ModeProbe />);
    expect(container.querySelector('output')?.textContent).toBe('light/light');
  });

  it('names the toggle and its options for screen readers, in the language given', async () => {
    await render(
      <ThemeToggle label="Θέμα" labels={{ light: 'Φωτεινό', dark: 'Σκοτεινό', system: 'Σύστημα' }} />,
    );
    expect(container.querySelector('legend')?.textContent).toBe('Θέμα');
    expect(container.textContent).toContain('Σκοτεινό');
  });

  it('can write its label beside the control, for a sidebar row', async () => {
    await render(<ThemeToggle showLabel label="Θέμα εμφάνισης" />);
    const caption = container.querySelector('[aria-hidden="true"]');
    expect(caption?.textContent).toBe('Θέμα εμφάνισης');
    expect(caption?.nextElementSibling?.tagName).toBe('FIELDSET');
  });

  it('tells the shell when a screen shows its own toggle', async () => {
    await render(<PageWithOwnToggle />);
    expect(container.querySelector('output')?.textContent).toBe('false');
    await act(async () => container.querySelector('button')!.click());
    expect(container.querySelector('output')?.textContent).toBe('true');
    await act(async () => container.querySelector('button')!.click());
    expect(container.querySelector('output')?.textContent).toBe('false');
  });
});

describe('Field', () => {
  it('links the label, hint and error to the control', async () => {
    await render(
      <Field label="Email" hint="Your work address" error="Please enter a valid email address">
        <Input name="email" />
      </Field>,
    );
    const input = container.querySelector('input')!;
    const label = container.querySelector('label')!;
    expect(label.htmlFor).toBe(input.id);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const described = input.getAttribute('aria-describedby')!.split(' ');
    expect(described.map((id) => document.getElementById(id)?.textContent)).toEqual([
      'Your work address',
      'Please enter a valid email address',
    ]);
    expect(container.querySelector('[role="alert"]')?.textContent).toBe('Please enter a valid email address');
  });

  it('keeps an id the control already has', async () => {
    await render(
      <Field label="Name">
        <Input id="product-name" />
      </Field>,
    );
    expect(container.querySelector('label')?.htmlFor).toBe('product-name');
    expect(container.querySelector('input')?.hasAttribute('aria-invalid')).toBe(false);
  });
});

describe('Dialog', () => {
  it('is a named, described modal dialog that Esc closes', async () => {
    await render(<DialogHarness />);
    const dialog = document.querySelector('[role="dialog"]')!;
    expect(dialog.getAttribute('aria-labelledby')).toBeTruthy();
    expect(document.getElementById(dialog.getAttribute('aria-labelledby')!)?.textContent).toBe('Add Product');
    expect(document.getElementById(dialog.getAttribute('aria-describedby')!)?.textContent).toBe(
      'All fields are required',
    );
    await act(async () => pressEscape());
    expect(document.querySelector('[role="dialog"]')).toBeNull();
  });
});

describe('FormDialog', () => {
  const button = (name: string) =>
    [...document.querySelectorAll<HTMLButtonElement>('[role="dialog"] button')].find(
      (b) => b.textContent === name,
    )!;

  it('submits its form from the footer and closes on Cancel', async () => {
    const onSubmit = vi.fn();
    const onClose = vi.fn();
    await render(<FormHarness busy={false} onSubmit={onSubmit} onClose={onClose} />);
    expect(document.querySelector('[role="dialog"] form input[aria-label="name"]')).not.toBeNull();
    await act(async () => button('Create').click());
    expect(onSubmit).toHaveBeenCalledOnce();
    await act(async () => button('Cancel').click());
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('cannot be cancelled or dismissed while busy', async () => {
    const onClose = vi.fn();
    await render(<FormHarness busy onSubmit={() => {}} onClose={onClose} />);
    expect(button('Cancel').disabled).toBe(true);
    await act(async () => pressEscape());
    expect(onClose).not.toHaveBeenCalled();
  });
});
