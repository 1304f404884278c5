/**
 * @studio/ui: the platform's theme and UI primitives (styled-components). A shared singleton of
 * Module Federation: the shell provides the theme, both remotes draw with it.
 *
 * Theme
 * - lightTheme, darkTheme, Theme, Tone, SpaceKey; `props.theme` is typed through styled.d.ts.
 *   Colours: bg, surface, surfaceMuted, text, textMuted, border, primary(+Text, Hover), danger(+Text),
 *   success(+Text), warning, info, focus, overlay. Also radius, shadow, font, fontSize, space, breakpoint.
 * - tint(color, percent), toneColor(theme, tone): soft tinted backgrounds for custom pieces.
 * - ThemeModeProvider (the shell renders it once), useThemeMode() -> { mode, setMode, resolved },
 *   ThemeToggle({ label, labels, showLabel }): segmented light/dark/system control; showLabel writes the
 *   label beside it (a sidebar's setting row). themeToggleTexts.en / .el hold its words (spread
 *   `{...themeToggleTexts.el}` in the Greek business area); themeToggleHeight is its height in px.
 *   Screens with a frame of their own (dashboard, portal, logins) render one; the shell floats one in a
 *   corner of the other pages and steps aside while a screen renders its own (usePageHasThemeToggle).
 *
 * Primitives
 * - Button({ variant: primary|secondary|ghost|danger, size: sm|md, loading, block }), LinkButton (a react-router Link drawn as a button).
 * - Input, Textarea, Select: styled native controls; aria-invalid draws the error state.
 * - Label; Field({ label, error, hint, required, children: one control }) wires id, aria-invalid,
 *   aria-describedby and shows the error with role=alert. Works with react-hook-form's register().
 * - Card ($padding, $muted), Badge({ tone }), Alert({ tone, title, children }).
 * - MutedText ($size: xs | sm | body; a paragraph, `as="span"` inline): hints, captions, counts.
 * - Dialog, ConfirmDialog, FormDialog: in the entry '@studio/ui/dialogs' (its own shared singleton), so
 *   Radix and its dependencies load with the first screen that has a dialog, not with the shell.
 * - Spinner({ size, label }), CenteredSpinner, EmptyState({ title, description, icon, action }),
 *   UnansweredNotice({ title, description, retryLabel, onRetry }) (the platform did not answer),
 *   PageHeader({ title, subtitle, actions }), Stack / Row ($gap, $align, $justify, $nowrap), Columns (two, one
 *   under the other on a narrow screen), TileGrid ($min, $gap, $fit: a list of tiles as many a line as fit), FieldWithButton ($gap), VisuallyHidden.
 * - PageHeader, Columns, TileGrid, FieldWithButton, FieldsWithButtons, LineButtons, Table, WebImage, ImageCard, Totals/Total, NoteList, WorkingLine, HandLinkPanel: in the entry '@studio/ui/content' (its
 *   own shared singleton), so the shell's first load does not carry them.
 * - Toaster (rendered once by the shell), toast (sonner's): toast.success / toast.error('Σφάλμα', { description }).
 */
export { toast } from 'sonner';
export { Alert, type AlertProps } from './alert.tsx';
export { Badge, type BadgeProps } from './badge.tsx';
export {
  Button,
  type ButtonProps,
  type ButtonSize,
  type ButtonVariant,
  LinkButton,
  type LinkButtonProps,
} from './button.tsx';
export { Card } from './card.tsx';
export { EmptyState, type EmptyStateProps } from './empty-state.tsx';
export { Field, type FieldProps } from './field.tsx';
export { Input, Select, Textarea } from './input.tsx';
export { Label } from './label.tsx';
export { Row, Stack } from './layout.tsx';
export { MutedText, type MutedTextSize } from './muted-text.tsx';
export { CenteredSpinner, Spinner, type SpinnerProps } from './spinner.tsx';
export {
  darkTheme,
  lightTheme,
  type SpaceKey,
  type Theme,
  type ThemeColors,
  type Tone,
  tint,
  toneColor,
} from './theme.ts';
export {
  THEME_STORAGE_KEY,
  type ThemeMode,
  ThemeModeProvider,
  ThemeToggle,
  type ThemeToggleProps,
  themeModes,
  themeToggleHeight,
  themeToggleTexts,
  usePageHasThemeToggle,
  useThemeMode,
} from './theme-mode.tsx';
export { Toaster } from './toaster.tsx';
export { UnansweredNotice, type UnansweredNoticeProps } from './unanswered-notice.tsx';
export { VisuallyHidden } from './visually-hidden.tsx';
