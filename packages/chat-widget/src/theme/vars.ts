// The widget's colours and sizes as CSS custom properties, so hosts restyle it with plain CSS
// (`.ec-chat { --ec-primary: #e4393c }`). Components use `v.primary` etc. in styled-components;
// the values are declared once on the widget's root (theme/root.ts), per light or dark theme.

export const TOKENS = {
  primary: '--ec-primary',
  primaryText: '--ec-primary-text',
  danger: '--ec-danger',
  success: '--ec-success',
  warning: '--ec-warning',
  text: '--ec-text',
  textSecondary: '--ec-text-secondary',
  textPlaceholder: '--ec-text-placeholder',
  background: '--ec-background',
  surface: '--ec-surface',
  surfaceHover: '--ec-surface-hover',
  surfaceActive: '--ec-surface-active',
  pinned: '--ec-pinned',
  border: '--ec-border',
  bubbleIn: '--ec-bubble-in',
  bubbleInText: '--ec-bubble-in-text',
  bubbleOut: '--ec-bubble-out',
  bubbleOutText: '--ec-bubble-out-text',
  badge: '--ec-badge',
  overlay: '--ec-overlay',
  shadow: '--ec-shadow',
  radius: '--ec-radius',
  fontFamily: '--ec-font-family',
  fontSize: '--ec-font-size',
} as const;

export type Token = keyof typeof TOKENS;

/** `var(--ec-…)` for each token: what styled components interpolate. */
export const v = Object.fromEntries(Object.entries(TOKENS).map(([key, name]) => [key, `var(${name})`])) as { [K in Token]: string };

export type ThemeName = 'light' | 'dark';

export const THEMES: Record<ThemeName, Record<Token, string>> = {
  light: {
    primary: '#0a5cc7', // 6.2:1 on white, 4.9:1 on surfaceActive (WCAG AA for 14 px text)
    primaryText: '#ffffff',
    danger: '#e54545',
    success: '#29a35a',
    warning: '#ff8c1a',
    text: '#1f2329',
    textSecondary: '#5a606b', // 6.3:1 on white, 4.9:1 on surfaceActive
    textPlaceholder: '#bbbfc4',
    background: '#ffffff',
    surface: '#f4f5f9',
    surfaceHover: '#ebedf2',
    surfaceActive: '#dde3f0',
    pinned: '#f0f4fa',
    border: '#e5e6eb',
    bubbleIn: '#f2f3f5',
    bubbleInText: '#1f2329',
    bubbleOut: '#d6e7ff',
    bubbleOutText: '#1f2329',
    badge: '#fa5151',
    overlay: 'rgba(0, 0, 0, 0.45)',
    shadow: '0 4px 16px rgba(0, 0, 0, 0.12)',
    radius: '6px',
    fontFamily: "-apple-system, BlinkMacSystemFont, 'PingFang SC', 'Microsoft YaHei', 'Segoe UI', sans-serif",
    fontSize: '14px',
  },
  dark: {
    primary: '#4d94ff',
    primaryText: '#ffffff',
    danger: '#f26b6b',
    success: '#3cc26f',
    warning: '#ffa347',
    text: '#e8e9eb',
    textSecondary: '#9ca3af',
    textPlaceholder: '#6b7280',
    background: '#1b1d21',
    surface: '#24272c',
    surfaceHover: '#2d3138',
    surfaceActive: '#343a44',
    pinned: '#2a2f37',
    border: '#353a42',
    bubbleIn: '#2d3138',
    bubbleInText: '#e8e9eb',
    bubbleOut: '#1f4a85',
    bubbleOutText: '#f2f6ff',
    badge: '#f25555',
    overlay: 'rgba(0, 0, 0, 0.6)',
    shadow: '0 4px 16px rgba(0, 0, 0, 0.5)',
    radius: '6px',
    fontFamily: "-apple-system, BlinkMacSystemFont, 'PingFang SC', 'Microsoft YaHei', 'Segoe UI', sans-serif",
    fontSize: '14px',
  },
};

/** The declarations of a theme, for the root element's style block. */
export function themeDeclarations(name: ThemeName): string {
  return Object.entries(THEMES[name])
    .map(([key, value]) => `${TOKENS[key as Token]}: ${value};`)
    .join('\n');
}
