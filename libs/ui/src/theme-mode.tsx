import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useId,
  useMemo,
  useState,
  useSyncExternalStore,
} from 'react';
import styled, { createGlobalStyle, ThemeProvider } from 'styled-components';
import { darkTheme, lightTheme } from './theme.ts';
import { VisuallyHidden } from './visually-hidden.tsx';

export type ThemeMode = 'light' | 'dark' | 'system';
export const themeModes: readonly ThemeMode[] = ['light', 'dark', 'system'];

/** localStorage key of the user's choice. */
export const THEME_STORAGE_KEY = 'theme';

type ThemeModeValue = { mode: ThemeMode; setMode: (mode: ThemeMode) => void; resolved: 'light' | 'dark' };
type ToggleRegistry = { count: number; register: () => () => void };

const ThemeModeContext = createContext<ThemeModeValue | null>(null);
const ToggleRegistryContext = createContext<ToggleRegistry | null>(null);

function isThemeMode(value: unknown): value is ThemeMode {
  return themeModes.includes(value as ThemeMode);
}

function storedMode(): ThemeMode {
  const value = localStorage.getItem(THEME_STORAGE_KEY);
  return isThemeMode(value) ? value : 'light';
}

const darkQuery = '(prefers-color-scheme: dark)';

function subscribeToSystemScheme(onChange: () => void): () => void {
  const query = window.matchMedia(darkQuery);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

const systemPrefersDark = () => window.matchMedia(darkQuery).matches;

const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html { color-scheme: ${({ theme }) => theme.mode}; -webkit-text-size-adjust: 100%; }
  body {
    margin: 0;
    min-height: 100vh;
    background: ${({ theme }) => theme.colors.bg};
    color: ${({ theme }) => theme.colors.text};
    font-family: ${({ theme }) => theme.font.family};
    font-size: ${({ theme }) => theme.fontSize.md};
    line-height: 1.5;
    -webkit-font-smoothing: antialiased;
  }
  h1, h2, h3, h4 { line-height: 1.25; margin: 0; }
  p { margin: 0; }
  a { color: ${({ theme }) => theme.colors.primary}; }
  a:hover { color: ${({ theme }) => theme.colors.primaryHover}; }
  img { max-width: 100%; }
  button, input, select, textarea { font: inherit; color: inherit; }
  :focus-visible { outline: 2px solid ${({ theme }) => theme.colors.focus}; outline-offset: 2px; }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { animation-duration: 0.01ms !important; transition-duration: 0.01ms !important; }
  }
`;

/**
 * The theme of the whole page: light (default), dark or system. The choice is kept in localStorage
 * under `theme`; 'system' follows the operating system live, and other tabs follow a change.
 */
export function ThemeModeProvider({ children }: { children: ReactNode }) {
  const [mode, setModeState] = useState<ThemeMode>(storedMode);
  const prefersDark = useSyncExternalStore(subscribeToSystemScheme, systemPrefersDark, () => false);
  const resolved = mode === 'system' ? (prefersDark ? 'dark' : 'light') : mode;

  const setMode = useCallback((next: ThemeMode) => {
    localStorage.setItem(THEME_STORAGE_KEY, next);
    setModeState(next);
  }, []);

  // The gateway paints the login form before any script runs: the cookie tells it the theme.
  useEffect(() => {
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser the portal serves.
    document.cookie = `${THEME_STORAGE_KEY}=${mode}; Path=/; Max-Age=31536000; SameSite=Lax`;
  }, [mode]);

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === THEME_STORAGE_KEY) setModeState(storedMode());
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const [toggleCount, setToggleCount] = useState(0);
  const register = useCallback(() => {
    setToggleCount((count) => count + 1);
    return () => setToggleCount((count) => count - 1);
  }, []);

  const value = useMemo(() => ({ mode, setMode, resolved }), [mode, setMode, resolved]);
  const registry = useMemo(() => ({ count: toggleCount, register }), [toggleCount, register]);
  return (
    <ThemeModeContext.Provider value={value}>
      <ToggleRegistryContext.Provider value={registry}>
        <ThemeProvider theme={resolved === 'dark' ? darkTheme : lightTheme}>
          <GlobalStyle />
          {children}
        </ThemeProvider>
      </ToggleRegistryContext.Provider>
    </ThemeModeContext.Provider>
  );
}

export function useThemeMode(): ThemeModeValue {
  const value = useContext(ThemeModeContext);
  if (!value) throw new Error('useThemeMode must be used inside ThemeModeProvider');
  return value;
}

/**
 * True while a screen shows its own ThemeToggle, so the shell's floating one can step aside and the
 * page never shows two.
 */
export function usePageHasThemeToggle(): boolean {
  return (useContext(ToggleRegistryContext)?.count ?? 0) > 0;
}

export type ThemeToggleProps = {
  /** The group's accessible name. */
  label?: string;
  labels?: Partial<Record<ThemeMode, string>>;
  /** The shell's always-available toggle: it is not counted by usePageHasThemeToggle. */
  floating?: boolean;
  /** Also writes the label beside the control, across the width (a sidebar's setting row). */
  showLabel?: boolean;
  className?: string;
};

/** The toggle's words in the platform's two languages (the Greek business area spreads `.el`). */
export const themeToggleTexts = {
  en: { label: 'Theme', labels: { light: 'Light', dark: 'Dark', system: 'System' } },
  el: { label: 'Θέμα εμφάνισης', labels: { light: 'Φωτεινό', dark: 'Σκοτεινό', system: 'Σύστημα' } },
} as const satisfies Record<string, { label: string; labels: Record<ThemeMode, string> }>;

const optionSize = 30;
const groupPadding = 3;
/** The toggle's outer height in px, for a page that keeps room for it (options, padding and border). */
export const themeToggleHeight = optionSize + 2 * groupPadding + 2;

/** A small segmented control (native radio buttons, so keyboard and screen readers work as usual). */
export function ThemeToggle({
  label = themeToggleTexts.en.label,
  labels,
  floating = false,
  showLabel = false,
  className,
}: ThemeToggleProps) {
  const { mode, setMode } = useThemeMode();
  const register = useContext(ToggleRegistryContext)?.register;
  useEffect(() => (floating ? undefined : register?.()), [floating, register]);
  const texts = { ...themeToggleTexts.en.labels, ...labels };
  const name = useId();
  const group = (
    <Group className={showLabel ? undefined : className}>
      <VisuallyHidden as="legend">{label}</VisuallyHidden>
      {themeModes.map((option) => (
        <Option key={option} title={texts[option]}>
          <input
            type="radio"
            name={name}
            value={option}
            checked={mode === option}
            onChange={() => setMode(option)}
          />
          <ModeIcon mode={option} />
          <VisuallyHidden>{texts[option]}</VisuallyHidden>
        </Option>
      ))}
    </Group>
  );
  if (!showLabel) return group;
  return (
    <SettingRow className={className}>
      {/* The legend already names the group for screen readers. */}
      <span aria-hidden>{label}</span>
      {group}
    </SettingRow>
  );
}

function ModeIcon({ mode }: { mode: ThemeMode }) {
  const common = {
    width: 16,
    height: 16,
    viewBox: '0 0 24 24',
    fill: 'none',
    stroke: 'currentColor',
    strokeWidth: 2,
    strokeLinecap: 'round' as const,
    strokeLinejoin: 'round' as const,
    'aria-hidden': true,
  };
  if (mode === 'light') {
    return (
      <svg {...common}>
        <circle cx="12" cy="12" r="4" />
        <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
      </svg>
    );
  }
  if (mode === 'dark') {
    return (
      <svg {...common}>
        <path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z" />
      </svg>
    );
  }
  return (
    <svg {...common}>
      <rect x="3" y="4" width="18" height="12" rx="2" />
      <path d="M8 20h8M12 16v4" />
    </svg>
  );
}

const SettingRow = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Group = styled.fieldset`
  display: inline-flex;
  gap: 2px;
  margin: 0;
  padding: ${groupPadding}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow.sm};
`;

const Option = styled.label`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${optionSize}px;
  height: ${optionSize}px;
  border-radius: ${({ theme }) => theme.radius.pill};
  color: ${({ theme }) => theme.colors.textMuted};
  cursor: pointer;

  input {
    position: absolute;
    inset: 0;
    margin: 0;
    opacity: 0;
    cursor: pointer;
  }
  &:hover { color: ${({ theme }) => theme.colors.text}; }
  &:has(input:checked) {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primaryText};
  }
  &:has(input:focus-visible) {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }
`;
