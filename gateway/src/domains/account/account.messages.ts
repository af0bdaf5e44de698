/** Messages of the account domain (sub-accounts), registered when its routes load. */
export const accountMessages = {
  'account.mainAccountOnly': {
    zh: '只有主账号可以管理子账号',
    en: 'only the main account can manage sub-accounts',
    id: 'hanya akun utama yang dapat mengelola sub-akun',
  },
  'account.loginCodeTaken': {
    zh: '登录账号 {loginCode} 已被使用',
    en: 'the login {loginCode} is already taken',
    id: 'login {loginCode} sudah dipakai',
  },
  'account.loginCodeInvalid': {
    zh: '登录账号须为 3 至 32 位字母、数字或 _ . -，并以字母开头',
    en: 'a login is 3 to 32 letters, digits or _ . -, starting with a letter',
    id: 'login terdiri dari 3 sampai 32 huruf, angka atau _ . -, diawali huruf',
  },
  'account.passwordLength': {
    zh: '密码长度须为 8 至 64 位',
    en: 'the password must be 8 to 64 characters long',
    id: 'kata sandi harus 8 sampai 64 karakter',
  },
  'account.passwordWeak': {
    zh: '密码须同时包含字母和数字',
    en: 'the password must contain both letters and digits',
    id: 'kata sandi harus berisi huruf dan angka',
  },
  'account.passwordHasLogin': {
    zh: '密码不能包含登录账号',
    en: 'the password must not contain the login',
    id: 'kata sandi tidak boleh memuat login',
  },
  'account.phoneInvalid': {
    zh: '请输入有效的印尼手机号（08 开头）',
    en: 'must be an Indonesian mobile number (08...)',
    id: 'harus nomor ponsel Indonesia (08...)',
  },
  'account.permissionsNeeded': {
    zh: '请至少选择一项权限',
    en: 'choose at least one permission',
    id: 'pilih minimal satu izin',
  },
  'account.cannotGrant': {
    zh: '您不能授予以下权限：{keys}',
    en: 'you cannot grant these permissions: {keys}',
    id: 'Anda tidak dapat memberikan izin berikut: {keys}',
  },
  'account.userUnknown': {
    zh: '子账号 {loginCode} 不存在',
    en: 'there is no sub-account {loginCode}',
    id: 'sub-akun {loginCode} tidak ditemukan',
  },
  'account.senderAddressUnknown': {
    zh: '寄件地址 {ids} 不在您的寄件地址簿中',
    en: 'sender addresses {ids} are not in your sender address book',
    id: 'alamat pengirim {ids} tidak ada di buku alamat pengirim Anda',
  },
  'account.senderAddressNeeded': {
    zh: '按寄件地址授权时请至少选择一个寄件地址',
    en: 'choose at least one sender address for this data scope',
    id: 'pilih minimal satu alamat pengirim untuk cakupan data ini',
  },
  'account.presetUnknown': {
    zh: '预设角色 {code} 不存在',
    en: 'there is no preset role {code}',
    id: 'peran bawaan {code} tidak ditemukan',
  },
  'account.tempPasswordSubject': {
    zh: '您的临时密码',
    en: 'Your temporary password',
    id: 'Kata sandi sementara Anda',
  },
  'account.tempPasswordBody': {
    zh: '账号 {loginCode} 的临时密码：{password}。首次登录后请修改密码。',
    en: 'The temporary password of {loginCode}: {password}. You will be asked to change it when you first sign in.',
    id: 'Kata sandi sementara untuk {loginCode}: {password}. Anda akan diminta menggantinya saat pertama masuk.',
  },
  'customerData.required': { zh: '请填写此项', en: 'this field is required', id: 'kolom ini wajib diisi' },
  'customerData.invalid': { zh: '格式不正确', en: 'this value is not valid', id: 'nilai ini tidak valid' },
  'customerData.documentMissing': {
    zh: '请上传此文件',
    en: 'this document is required',
    id: 'dokumen ini wajib diunggah',
  },
  'customerData.holderMismatch': {
    zh: '账户持有人须与身份证或公司名称一致',
    en: 'the account holder must be the KTP or company name',
    id: 'pemilik rekening harus sesuai nama KTP atau nama perusahaan',
  },
  'customerData.incomplete': {
    zh: '资料不完整，请检查标出的 {count} 项',
    en: 'the data is incomplete: check the {count} marked fields',
    id: 'data belum lengkap: periksa {count} kolom yang ditandai',
  },
  'customerData.notEditable': {
    zh: '资料审核中，暂不能修改',
    en: 'the data is under review and cannot be changed now',
    id: 'data sedang ditinjau dan belum dapat diubah',
  },
  'customerData.alreadyApproved': {
    zh: '该资料已审核通过',
    en: 'this submission has already been approved',
    id: 'pengajuan ini sudah disetujui',
  },
  'customerData.notUnderReview': {
    zh: '该资料不在审核中',
    en: 'this submission is not under review',
    id: 'pengajuan ini tidak sedang ditinjau',
  },
  'customerData.reasonNeeded': {
    zh: '驳回或退回修改时请至少为一项填写原因',
    en: 'give a reason for at least one field to reject or ask for revision',
    id: 'beri alasan untuk minimal satu kolom untuk menolak atau meminta revisi',
  },
  'customerData.unknownField': {
    zh: '原因对应的字段不存在',
    en: 'a reason names a field the submission does not have',
    id: 'alasan menyebut kolom yang tidak ada di pengajuan',
  },
  'customerData.notFound': {
    zh: '资料不存在或不属于您的网点',
    en: 'no such submission among the customers of your network',
    id: 'pengajuan tidak ditemukan di antara pelanggan jaringan Anda',
  },
  'customerData.notStaff': {
    zh: '只有网点员工可以审核客户资料',
    en: 'only network staff review customer data',
    id: 'hanya staf jaringan yang meninjau data pelanggan',
  },
  'customerData.fileType': {
    zh: '文件须为图片（JPG、PNG）或 PDF',
    en: 'the file must be an image (JPG, PNG) or a PDF',
    id: 'file harus berupa gambar (JPG, PNG) atau PDF',
  },
  'customerData.fileTooLarge': {
    zh: '文件不能超过 5 MB',
    en: 'the file must not be over 5 MB',
    id: 'file tidak boleh lebih dari 5 MB',
  },
  'customerData.documentUnknown': {
    zh: '未知的文件类型：{field}',
    en: 'unknown document: {field}',
    id: 'dokumen tidak dikenal: {field}',
  },
  'customerData.saved': {
    zh: '客户资料已保存',
    en: 'customer data saved',
    id: 'data pelanggan disimpan',
  },
  'customerData.reviewed.APPROVED': {
    zh: '客户资料已审核通过',
    en: 'customer data approved',
    id: 'data pelanggan disetujui',
  },
  'customerData.reviewed.REJECTED': {
    zh: '客户资料已驳回',
    en: 'customer data rejected',
    id: 'data pelanggan ditolak',
  },
  'customerData.reviewed.NEEDS_REVISION': {
    zh: '客户资料已退回修改',
    en: 'customer data returned for revision',
    id: 'data pelanggan dikembalikan untuk revisi',
  },
};
