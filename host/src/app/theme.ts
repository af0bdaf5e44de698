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
  // WCAG 2.2 AA (e2e/tests/accessibility.spec.ts): antd's light secondary / description text
  // (black at 45 %) reads 3.4:1 on white; at 60 % it reads 5.7:1. The dark algorithm keeps its own.
  const readableText =
    name === 'dark'
      ? {}
      : {
          colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
          colorTextDescription: 'rgba(0, 0, 0, 0.6)',
          colorTextPlaceholder: 'rgba(0, 0, 0, 0.55)',
        };
  return { algorithm, token: { colorPrimary: '#d71920', ...readableText } };
}
