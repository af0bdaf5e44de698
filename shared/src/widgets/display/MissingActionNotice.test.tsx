import { screen } from '@testing-library/react';
import { i18n } from '../../i18n';
import { renderPage } from '../../testing/renderPage';
import { MissingActionNotice } from './MissingActionNotice';

const LINE = 'You can view this page but not create orders; ask your account admin for the permission.';

describe('MissingActionNotice', () => {
  it('says in one info line that the page is view-only when the key of its main action is not held', async () => {
    await renderPage(<MissingActionNotice perm="orderEntry_ADD" action="create orders" />, {
      btnList: ['orderManagement_ADD'],
    });
    const line = screen.getByTestId('missing-action-notice');
    expect(line).toHaveTextContent(LINE);
    expect(line).toHaveClass('ant-alert-info');
  });

  it('shows nothing when the key is held', async () => {
    await renderPage(<MissingActionNotice perm="orderEntry_ADD" action="create orders" />, {
      btnList: ['orderEntry_ADD'],
    });
    expect(screen.queryByTestId('missing-action-notice')).toBeNull();
  });

  it('checks a given button list instead of the session', async () => {
    const { unmount } = await renderPage(
      <MissingActionNotice perm="demo_ADD" action="add entries" btnList={['demo_ADD']} />,
    );
    expect(screen.queryByTestId('missing-action-notice')).toBeNull();
    unmount();
    await renderPage(<MissingActionNotice perm="demo_ADD" action="add entries" btnList={[]} />, {
      btnList: ['demo_ADD'],
    });
    expect(screen.getByTestId('missing-action-notice')).toBeInTheDocument();
  });

  it('reads in Indonesian and Chinese too', async () => {
    await renderPage(<MissingActionNotice perm="orderEntry_ADD" action="create orders" />);
    const line = (lng: string, action: string) =>
      i18n.t('display.missingAction', { ns: 'shared', lng, action });
    expect(line('id', 'membuat pesanan')).toBe(
      'Anda dapat melihat halaman ini, tetapi tidak dapat membuat pesanan; mintalah izinnya kepada admin akun Anda.',
    );
    expect(line('zh-cn', '创建订单')).toBe(
      '您可以查看此页面，但不能创建订单；如需此权限，请联系账户管理员。',
    );
  });
});
