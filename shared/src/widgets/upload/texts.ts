import { addResources, SHARED_NAMESPACE } from '../../i18n';

/** Texts of the upload widgets, under `shared:upload.*` (zh, en, id). */
addResources(SHARED_NAMESPACE, {
  zh: { upload: {} },
  en: { upload: {} },
  id: { upload: {} },
});
