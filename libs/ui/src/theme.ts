/**
 * The two themes of the platform: a calm clinic look, teal primary on cool neutrals.
 * Text colours meet WCAG AA (4.5:1) on `bg`, `surface` and `surfaceMuted` in both themes, and every
 * `*Text` colour meets it on its own fill.
 */
const shared = {
  radius: { sm: '6px', md: '10px', lg: '16px', pill: '999px' },
  font: {
    family:
      'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial, sans-serif, "Apple Color Emoji", "Segoe UI Emoji"',
    mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
  },
  fontSize: { xs: '0.75rem', sm: '0.875rem', md: '1rem', lg: '1.125rem', xl: '1.375rem', xxl: '1.75rem' },
  space: { xxs: '2px', xs: '4px', sm: '8px', md: '12px', lg: '16px', xl: '24px', xxl: '32px', xxxl: '48px' },
  breakpoint: { sm: '640px', md: '900px', lg: '1200px' },
} as const;

export type SpaceKey = keyof typeof shared.space;

export type ThemeColors = {
  bg: string;
  surface: string;
  surfaceMuted: string;
  text: string;
  textMuted: string;
  border: string;
  primary: string;
  primaryText: string;
  primaryHover: string;
  danger: string;
  dangerText: string;
  success: string;
  successText: string;
  warning: string;
  info: string;
  focus: string;
  overlay: string;
};

export type Theme = typeof shared & {
  mode: 'light' | 'dark';
  colors: ThemeColors;
  shadow: { sm: string; md: string; lg: string };
};

export const lightTheme: Theme = {
  ...shared,
  mode: 'light',
  colors: {
    bg: '#f4f7f9',
    surface: '#ffffff',
    surfaceMuted: '#eaf0f3',
    text: '#102a35',
    textMuted: '#4d6470',
    border: '#d3dee4',
    primary: '#0b7273',
    primaryText: '#ffffff',
    primaryHover: '#095c5d',
    danger: '#b42318',
    dangerText: '#ffffff',
    success: '#067647',
    successText: '#ffffff',
    warning: '#a34a06',
    info: '#1d5fc4',
    focus: '#1d74d8',
    overlay: 'rgba(16, 42, 53, 0.45)',
  },
  shadow: {
    sm: '0 1px 2px rgba(16, 42, 53, 0.06), 0 1px 3px rgba(16, 42, 53, 0.08)',
    md: '0 4px 12px rgba(16, 42, 53, 0.08), 0 2px 4px rgba(16, 42, 53, 0.06)',
    lg: '0 20px 48px rgba(16, 42, 53, 0.18), 0 6px 16px rgba(16, 42, 53, 0.1)',
  },
};

export const darkTheme: Theme = {
  ...shared,
  mode: 'dark',
  colors: {
    bg: '#0c161c',
    surface: '#13212a',
    surfaceMuted: '#1a2b35',
    text: '#e4eef2',
    textMuted: '#9db2bd',
    border: '#2a3f4b',
    primary: '#3cc8c0',
    primaryText: '#04211f',
    primaryHover: '#67dad3',
    danger: '#f47a70',
    dangerText: '#2a0603',
    success: '#4fcf8d',
    successText: '#03220f',
    warning: '#f5b544',
    info: '#6fb3ff',
    focus: '#7cc4ff',
    overlay: 'rgba(0, 0, 0, 0.6)',
  },
  shadow: {
    sm: '0 1px 2px rgba(0, 0, 0, 0.4)',
    md: '0 4px 14px rgba(0, 0, 0, 0.45)',
    lg: '0 20px 48px rgba(0, 0, 0, 0.6)',
  },
};

export type Tone = 'neutral' | 'success' | 'warning' | 'danger' | 'info';

/** The colour a tone is drawn in (badges, alerts). */
export function toneColor(theme: Theme, tone: Tone): string {
  return tone === 'neutral' ? theme.colors.textMuted : theme.colors[tone];
}

/** A soft fill of a colour, for tinted backgrounds that keep the text readable. */
export function tint(color: string, percent: number): string {
  return `color-mix(in srgb, ${color} ${percent}%, transparent)`;
}
