import type { Translation } from 'shared';
import type { Texts } from './homeGuide';

// The Malay texts of homeGuide.ts (fetched when Malay is chosen).
export default {
  homeGuide: {
    welcome: {
      title: 'Selamat datang ke Platform Khidmat Pelanggan',
      description:
        'Ini ialah laman utama anda. "Panduan halaman ini" di sebelah kanan menunjukkan lawatan ini semula pada bila-bila masa.',
    },
    quickLinks: {
      title: 'Pautan pantas',
      description:
        'Setiap halaman yang boleh anda buka ada di sini, seperti kemasukan pesanan, pengurusan pesanan dan penjejakan.',
    },
    notices: {
      title: 'Notis',
      description: 'Notis penting, seperti jadual cuti dan perubahan perkhidmatan, dipaparkan di sini.',
    },
    header: {
      title: 'Pemberitahuan dan akaun anda',
      description:
        'Loceng menunjukkan pemberitahuan yang belum dibaca; nama anda membuka profil, tukar kata laluan dan log keluar.',
    },
  },
} satisfies Translation<Texts>;
