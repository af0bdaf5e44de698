import type { ReactNode } from 'react';
import Tag from 'antd/es/tag';
import theme from 'antd/es/theme';

/** The palette of antd's status colours, whose tags are drawn like the preset of that hue. */
const STATUS_PALETTES: Record<string, string> = {
  processing: 'blue',
  success: 'green',
  warning: 'gold',
  error: 'red',
};

/**
 * A preset-coloured tag whose text stays readable: antd writes a preset tag's text in shade 7 on
 * shade 1, below 4.5:1 for green, orange or gold (axe color-contrast, WCAG 1.4.3); the text takes
 * shade 9 of the theme's palette instead (the dark theme's shade 9 is light). A status colour
 * (processing, success, warning, error) takes shade 9 of its hue.
 * @example
 * <ReadableTag color="gold">{t('statuses.MAILED')}</ReadableTag>
 */
export function ReadableTag({ color, children }: { color?: string; children: ReactNode }) {
  const { token } = theme.useToken();
  const palette = color ? (STATUS_PALETTES[color] ?? color) : undefined;
  const text = palette ? (token as unknown as Record<string, unknown>)[`${palette}9`] : undefined;
  return (
    <Tag color={color} style={typeof text === 'string' ? { color: text } : undefined}>
      {children}
    </Tag>
  );
}
