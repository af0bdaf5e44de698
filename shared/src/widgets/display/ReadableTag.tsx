import type { ReactNode } from 'react';
import Tag from 'antd/es/tag';
import theme from 'antd/es/theme';

/**
 * A preset-coloured tag whose text stays readable: antd writes a preset tag's text in shade 7 on
 * shade 1, below 4.5:1 for green, orange or gold (axe color-contrast, WCAG 1.4.3); the text takes
 * shade 9 of the theme's palette instead (the dark theme's shade 9 is light).
 * @example
 * <ReadableTag color="gold">{t('statuses.MAILED')}</ReadableTag>
 */
export function ReadableTag({ color, children }: { color?: string; children: ReactNode }) {
  const { token } = theme.useToken();
  const text = color ? (token as unknown as Record<string, unknown>)[`${color}9`] : undefined;
  return (
    <Tag color={color} style={typeof text === 'string' ? { color: text } : undefined}>
      {children}
    </Tag>
  );
}
