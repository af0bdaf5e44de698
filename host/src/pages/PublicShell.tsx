import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import theme from 'antd/es/theme';
import { LanguageSwitch } from '../components/LanguageSwitch';

/** Frame of the public pages: brand, language switch and a centred card. */
export function PublicShell({
  title,
  children,
  width = 400,
}: {
  title: string;
  children: ReactNode;
  width?: number;
}) {
  const { t } = useTranslation('host');
  const { token } = theme.useToken();
  return (
    <div
      style={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        background: token.colorBgLayout,
        fontFamily: token.fontFamily,
      }}
    >
      <header
        style={{
          display: 'flex',
          justifyContent: 'space-between',
          alignItems: 'center',
          padding: '16px 32px',
        }}
      >
        <strong style={{ fontSize: 18, color: token.colorPrimary }}>{t('title.default')}</strong>
        <LanguageSwitch />
      </header>
      <main style={{ flex: 1, display: 'flex', alignItems: 'center', justifyContent: 'center', padding: 16 }}>
        <section
          style={{
            width,
            maxWidth: '100%',
            padding: 32,
            borderRadius: token.borderRadiusLG,
            background: token.colorBgContainer,
            boxShadow: token.boxShadowTertiary,
          }}
        >
          <h1 style={{ fontSize: 22, margin: '0 0 24px', color: token.colorText }}>{title}</h1>
          {children}
        </section>
      </main>
    </div>
  );
}
