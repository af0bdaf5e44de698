import theme from 'antd/es/theme';
import type { ThemeConfig } from 'antd/es/config-provider/context';

export const THEME_NAMES = ['light', 'dark', 'compact'] as const;
export type ThemeName = (typeof THEME_NAMES)[number];

/** The stored theme name; the store's default ('default') and unknown names mean light. */
export function toThemeName(stored: string): ThemeName {
  return (THEME_NAMES as readonly string[]).includes(stored) ? (stored as ThemeName) : 'light';
}

export function themeConfig(stored: string): ThemeConfig {
  const name = toThemeName(stored);
  const algorithm =
    name === 'dark'
      ? theme.darkAlgorithm
      : name === 'compact'
        ? [theme.defaultAlgorithm, theme.compactAlgorithm]
        : theme.defaultAlgorithm;
  return { algorithm, token: { colorPrimary: '#d71920' } };
}
