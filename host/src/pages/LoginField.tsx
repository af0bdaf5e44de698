import type { ReactNode } from 'react';
import theme from 'antd/es/theme';

interface Props {
  id: string;
  label: string;
  /** the validation message under the input, if any */
  error?: string;
  children: ReactNode;
}

/**
 * A required field of the login page in antd's vertical form look (label, input, message), without
 * antd's Form: the first screen of every cold visit then skips rc-form, the validator, grid and tooltip.
 */
export function LoginField({ id, label, error, children }: Props) {
  const { token } = theme.useToken();
  return (
    <div style={{ marginBottom: token.marginLG }}>
      <div style={{ paddingBottom: token.paddingXS, lineHeight: token.lineHeight }}>
        <span aria-hidden="true" style={{ color: token.colorError, marginInlineEnd: 4 }}>
          *
        </span>
        <label htmlFor={id} style={{ color: token.colorText, fontSize: token.fontSize }}>
          {label}
        </label>
      </div>
      {children}
      {error && (
        <div
          id={`${id}_help`}
          role="alert"
          style={{ color: token.colorError, fontSize: token.fontSize, lineHeight: token.lineHeight }}
        >
          {error}
        </div>
      )}
    </div>
  );
}
