import { addResources, SHARED_NAMESPACE } from '../../i18n';

/** Texts of the display widgets, under `shared:display.*` (zh, en, id). */
const texts = {
  zh: {
    display: {
      previous: '上一张',
      next: '下一张',
      close: '关闭',
      imagePreview: '图片预览',
      backToTop: '回到顶部',
      add: '新增',
      confirm: '确定',
      cancel: '取消',
      addRoot: '新增根节点',
      addChild: '新增子节点',
      edit: '编辑',
      delete: '删除',
      save: '保存',
      nodeName: '名称',
      savedSuccessfully: '保存成功',
      missingAction: '您可以查看此页面，但不能{{action}}；如需此权限，请联系账户管理员。',
      missingActionAdd: '新增数据',
    },
  },
  en: {
    display: {
      previous: 'Previous',
      next: 'Next',
      close: 'Close',
      imagePreview: 'Image preview',
      backToTop: 'Back to top',
      add: 'Add',
      confirm: 'Confirm',
      cancel: 'Cancel',
      addRoot: 'Add root node',
      addChild: 'Add child node',
      edit: 'Edit',
      delete: 'Delete',
      save: 'Save',
      nodeName: 'name',
      savedSuccessfully: 'saved successfully',
      missingAction: 'You can view this page but not {{action}}; ask your account admin for the permission.',
      missingActionAdd: 'add entries',
    },
  },
  id: {
    display: {
      previous: 'Sebelumnya',
      next: 'Berikutnya',
      close: 'Tutup',
      imagePreview: 'Pratinjau gambar',
      backToTop: 'Kembali ke atas',
      add: 'Tambah',
      confirm: 'Konfirmasi',
      cancel: 'Batal',
      addRoot: 'Tambah node akar',
      addChild: 'Tambah node anak',
      edit: 'Ubah',
      delete: 'Hapus',
      save: 'Simpan',
      nodeName: 'nama',
      savedSuccessfully: 'berhasil disimpan',
      missingAction:
        'Anda dapat melihat halaman ini, tetapi tidak dapat {{action}}; mintalah izinnya kepada admin akun Anda.',
      missingActionAdd: 'menambah data',
    },
  },
};

export type Texts = (typeof texts)['en'];

addResources(SHARED_NAMESPACE, texts, {
  th: () => import(/* webpackChunkName: "texts-th" */ './texts.th'),
  km: () => import(/* webpackChunkName: "texts-km" */ './texts.km'),
  ms: () => import(/* webpackChunkName: "texts-ms" */ './texts.ms'),
  vi: () => import(/* webpackChunkName: "texts-vi" */ './texts.vi'),
});
