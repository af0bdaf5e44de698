import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { createPortalStore, sessionActions } from 'shared';
import { fakeGateway, refusal } from 'shared/testing';
import { renderWithPortal } from '../test/renderWithPortal';
import { noticeOf } from '../test/notices';
import type { Notice } from './api';
import { HelpButton } from './HelpButton';
import { groupArticles } from './HelpDrawer';

const HELP = '/customer-api/common/help';
const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });

/** Indonesian articles as the gateway answers them (language YN), in its sort order. */
const ARTICLES: Notice[] = [
  noticeOf({
    id: 1,
    category: 'orders',
    link: '/orderImport',
    title: 'Cara impor pesanan massal',
    content: 'Unduh templat Excel di halaman impor pesanan, isi, lalu unggah.',
  }),
  noticeOf({
    id: 3,
    category: 'printing',
    link: '/fastPrinting',
    title: 'Mencetak label',
    content: 'Cetak cepat mencari pesanan dari nomor resi.',
  }),
  noticeOf({
    id: 5,
    category: 'finance',
    title: 'Kapan dana COD dicairkan',
    content: 'Uang COD ditransfer ke rekening Anda, biasanya D+3.',
  }),
  noticeOf({
    id: 9,
    category: 'account',
    link: '/changePassword',
    title: 'Mengganti kata sandi',
    content: 'Pilih Ubah kata sandi di menu pengguna.',
  }),
  noticeOf({
    id: 2,
    category: 'orders',
    link: '/orderEntry',
    title: 'Membuat satu pesanan',
    content: 'Buka Input pesanan dan isi nomor HP penerima.',
  }),
  noticeOf({
    id: 11,
    category: null,
    link: 'https://kurir.example.co.id/syarat',
    title: 'Syarat dan ketentuan',
    content: 'Syarat pengiriman lengkap.',
  }),
];

let answer: () => Notice[] | ReturnType<typeof refusal>;
let gateway: ReturnType<typeof fakeGateway>;
beforeEach(() => {
  answer = () => ARTICLES;
  gateway = fakeGateway({ [`GET ${HELP}`]: () => answer() });
});

/** A user allowed the order import page but not order entry. */
function renderHelp() {
  const store = createPortalStore();
  store.dispatch(
    sessionActions.loginSucceeded({
      user: { loginCode: 'demo' },
      token: 't',
      menu: [],
      routeAuthList: ['orderImport', 'fastPrinting'],
      btnList: [],
    }),
  );
  return renderWithPortal(<HelpButton />, { path: '/expressTracking', store });
}

const drawer = () => screen.getByRole('dialog', { name: 'Pusat bantuan' });
const groupTitles = () =>
  within(drawer())
    .getAllByRole('heading', { level: 4 })
    .map((heading) => heading.textContent);

it('opens from the header button and lists the articles by group, in Indonesian', async () => {
  renderHelp();
  expect(gateway.calls(HELP)).toHaveLength(0);
  await user.click(screen.getByRole('button', { name: 'Bantuan' }));
  expect(await within(drawer()).findByText('Cara impor pesanan massal')).toBeInTheDocument();
  expect(groupTitles()).toEqual([
    'Pesanan dan impor',
    'Cetak label',
    'COD dan keuangan',
    'Akun dan sub-akun',
    'Lainnya',
  ]);
  const orders = within(drawer()).getByRole('region', { name: 'Pesanan dan impor' });
  expect(
    within(orders)
      .getAllByRole('article')
      .map((article) => article.getAttribute('aria-labelledby')),
  ).toEqual(['help-article-1', 'help-article-2']);
  expect(within(drawer()).getByText(/Uang COD ditransfer ke rekening Anda/)).toBeInTheDocument();
});

it('links only to pages the user may open, and to web addresses in a new window', async () => {
  renderHelp();
  await user.click(screen.getByRole('button', { name: 'Bantuan' }));
  await within(drawer()).findByText('Cara impor pesanan massal');
  expect(
    within(drawer()).getByRole('button', { name: 'Buka halaman: Cara impor pesanan massal' }),
  ).toBeVisible();
  // order entry is not in this user's route list; the password page is every user's
  expect(within(drawer()).queryByRole('button', { name: 'Buka halaman: Membuat satu pesanan' })).toBeNull();
  expect(within(drawer()).getByRole('button', { name: 'Buka halaman: Mengganti kata sandi' })).toBeVisible();
  const web = within(drawer()).getByRole('link', {
    name: 'Buka tautan (jendela baru): Syarat dan ketentuan',
  });
  expect(web).toHaveAttribute('href', 'https://kurir.example.co.id/syarat');
  expect(web).toHaveAttribute('target', '_blank');
  expect(web).toHaveAttribute('rel', 'noopener noreferrer');
});

it('an in-portal link navigates and closes the drawer', async () => {
  renderHelp();
  await user.click(screen.getByRole('button', { name: 'Bantuan' }));
  await user.click(await screen.findByRole('button', { name: 'Buka halaman: Cara impor pesanan massal' }));
  expect(screen.getByTestId('location')).toHaveTextContent('/orderImport');
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Pusat bantuan' })).toBeNull());
});

it('searches titles, texts and group names', async () => {
  renderHelp();
  await user.click(screen.getByRole('button', { name: 'Bantuan' }));
  await within(drawer()).findByText('Cara impor pesanan massal');
  const search = within(drawer()).getByRole('textbox', { name: 'Cari bantuan' });
  await user.type(search, 'cod');
  expect(groupTitles()).toEqual(['COD dan keuangan']);
  expect(within(drawer()).queryByText('Cara impor pesanan massal')).toBeNull();
  await user.clear(search);
  await user.type(search, 'cetak label');
  expect(groupTitles()).toEqual(['Cetak label']);
  await user.clear(search);
  await user.type(search, 'asuransi');
  expect(within(drawer()).getByText('Tidak ada artikel yang cocok dengan “asuransi”')).toBeInTheDocument();
});

it('says when there are no articles, and offers a retry when the call fails', async () => {
  answer = () => refusal('sistem sibuk');
  renderHelp();
  await user.click(screen.getByRole('button', { name: 'Bantuan' }));
  expect(await within(drawer()).findByText('permintaan gagal')).toBeInTheDocument();
  answer = () => [];
  await user.click(within(drawer()).getByRole('button', { name: 'Coba lagi' }));
  expect(await within(drawer()).findByText('Belum ada artikel bantuan')).toBeInTheDocument();
  expect(gateway.calls(HELP)).toHaveLength(2);
});

it('groups the known categories in their order, then others, then those without one', () => {
  const name = (key: string) => key;
  const articles = [
    noticeOf({ id: 1, title: 'a', category: null }),
    noticeOf({ id: 2, title: 'b', category: 'account' }),
    noticeOf({ id: 3, title: 'c', category: 'promo' }),
    noticeOf({ id: 4, title: 'd', category: 'orders' }),
  ];
  expect(groupArticles(articles, '', name).map((group) => group.key)).toEqual([
    'orders',
    'account',
    'promo',
    'other',
  ]);
  expect(groupArticles(articles, '  ', name)).toHaveLength(4);
  expect(groupArticles(articles, 'ACC', name).map((group) => group.key)).toEqual(['account']);
});
