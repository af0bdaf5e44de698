import Tag from 'antd/es/tag';
import theme from 'antd/es/theme';
import { statusColor } from './orderStatus';

/**
 * An order status as the server names it, in the status's colour. antd writes a preset tag's text
 * in shade 7 on shade 1, below 4.5:1 for gold (2.75) and cyan (3.39) (axe color-contrast, WCAG
 * 1.4.3): the text takes shade 9 of the theme's palette (the dark theme's shade 9 is light).
 */
export function StatusTag({ status, label }: { status: string; label: string }) {
  const { token } = theme.useToken();
  const color = statusColor(status);
  const text = color ? (token as unknown as Record<string, unknown>)[`${color}9`] : undefined;
  return (
    <Tag color={color} style={typeof text === 'string' ? { color: text } : undefined}>
      {label}
    </Tag>
  );
}
