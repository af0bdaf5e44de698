import { addResources, SHARED_NAMESPACE } from '../../i18n';

/** Texts of the list widgets, under `shared:list.*` (zh, en, id). */
addResources(SHARED_NAMESPACE, {
  zh: { list: {} },
  en: { list: {} },
  id: { list: {} },
});
