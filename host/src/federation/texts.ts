import { addResources } from 'shared';

/**
 * The remote-loading texts of the signed-in shell (namespace 'host'): why a remote was refused
 * (the skew gate, skewGate.ts) and the offer to reload after a remote's redeploy. They come with the
 * shell's lazy chunk, not with the login page's first chunk (300 KB budget).
 */
export const federationTexts = {
  zh: {
    remoteVersion: {
      refused: '{{domain}}模块的此版本与门户不兼容：它需要 {{required}}，门户提供的是 {{provided}}。',
      newBuild: '{{domain}}模块已发布新版本。',
      newBuildHint: '当前页面可继续使用；重新加载后使用新版本。',
      reload: '重新加载',
    },
  },
  en: {
    remoteVersion: {
      refused:
        'This version of the {{domain}} module does not fit the portal: it needs {{required}}, the portal provides {{provided}}.',
      newBuild: 'A new version of the {{domain}} module is available.',
      newBuildHint: 'This page keeps working; reload to use the new version.',
      reload: 'Reload',
    },
  },
  id: {
    remoteVersion: {
      refused:
        'Versi modul {{domain}} ini tidak cocok dengan portal: membutuhkan {{required}}, portal menyediakan {{provided}}.',
      newBuild: 'Versi baru modul {{domain}} tersedia.',
      newBuildHint: 'Halaman ini tetap berfungsi; muat ulang untuk memakai versi baru.',
      reload: 'Muat ulang',
    },
  },
};

/** The shape of the th, km, ms and vi files. */
export type Texts = (typeof federationTexts)['en'];

export function registerFederationTexts(): void {
  addResources('host', federationTexts, {
    th: () => import(/* webpackChunkName: "texts-th" */ './texts.th'),
    km: () => import(/* webpackChunkName: "texts-km" */ './texts.km'),
    ms: () => import(/* webpackChunkName: "texts-ms" */ './texts.ms'),
    vi: () => import(/* webpackChunkName: "texts-vi" */ './texts.vi'),
  });
}
