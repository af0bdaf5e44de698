import type { RefObject } from 'react';
import type { TFunction } from 'i18next';
import { addResources } from 'shared';
import type { GuideStep } from 'shared/widgets';

/** The texts of the home page's tour (namespace 'host', `homeGuide.*`), beside the page's own. */
const texts = {
  zh: {
    homeGuide: {
      welcome: {
        title: '欢迎使用客户服务平台',
        description: '这里是首页。点击右侧的“页面引导”可随时再看一遍本引导。',
      },
      quickLinks: {
        title: '快捷入口',
        description: '您有权限访问的页面都在这里，例如订单录入、订单管理和快件跟踪。',
      },
      notices: { title: '公告提醒', description: '节假日安排、服务变更等重要公告会显示在这里。' },
      header: {
        title: '通知与账号',
        description: '铃铛显示未读通知；点击您的名字可查看个人资料、修改密码或退出登录。',
      },
    },
  },
  en: {
    homeGuide: {
      welcome: {
        title: 'Welcome to the Customer Service Platform',
        description: 'This is your home page. "Page guide" on the right shows this tour again at any time.',
      },
      quickLinks: {
        title: 'Quick links',
        description: 'Every page you may open is here, such as order entry, order management and tracking.',
      },
      notices: {
        title: 'Notices',
        description: 'Important notices, such as holiday schedules and service changes, appear here.',
      },
      header: {
        title: 'Notifications and your account',
        description:
          'The bell shows your unread notifications; your name opens your profile, password change and sign out.',
      },
    },
  },
  id: {
    homeGuide: {
      welcome: {
        title: 'Selamat datang di Platform Layanan Pelanggan',
        description:
          'Ini halaman beranda Anda. "Panduan halaman" di sebelah kanan menampilkan tur ini lagi kapan saja.',
      },
      quickLinks: {
        title: 'Tautan cepat',
        description:
          'Semua halaman yang boleh Anda buka ada di sini, seperti input pesanan, manajemen pesanan dan pelacakan.',
      },
      notices: {
        title: 'Pemberitahuan',
        description: 'Pemberitahuan penting, seperti jadwal libur dan perubahan layanan, tampil di sini.',
      },
      header: {
        title: 'Notifikasi dan akun Anda',
        description:
          'Lonceng menampilkan notifikasi yang belum dibaca; nama Anda membuka profil, ubah kata sandi dan keluar.',
      },
    },
  },
};

export type Texts = (typeof texts)['en'];

addResources('host', texts, {
  th: () => import(/* webpackChunkName: "texts-th" */ './homeGuide.th'),
  km: () => import(/* webpackChunkName: "texts-km" */ './homeGuide.km'),
  ms: () => import(/* webpackChunkName: "texts-ms" */ './homeGuide.ms'),
  vi: () => import(/* webpackChunkName: "texts-vi" */ './homeGuide.vi'),
});

export interface HomeGuideTargets {
  welcome: RefObject<HTMLElement | null>;
  quickLinks: RefObject<HTMLElement | null>;
  notices: RefObject<HTMLElement | null>;
}

/** The header's tools (bell, user menu and their neighbours), else the user menu alone. */
function headerTools(): HTMLElement | null {
  const userMenu = document.querySelector<HTMLElement>('[data-testid="user-menu"]');
  return userMenu?.closest<HTMLElement>('.ant-space') ?? userMenu;
}

/** The home page's tour: welcome, quick links, notices, then the header's bell and user menu. */
export function homeGuideSteps(t: TFunction, targets: HomeGuideTargets): GuideStep[] {
  const step = (name: string, target: GuideStep['target']): GuideStep => ({
    title: t(`homeGuide.${name}.title`),
    description: t(`homeGuide.${name}.description`),
    target,
  });
  return [
    step('welcome', targets.welcome),
    step('quickLinks', targets.quickLinks),
    step('notices', targets.notices),
    step('header', headerTools),
  ];
}
