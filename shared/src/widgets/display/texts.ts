import { addResources, SHARED_NAMESPACE } from '../../i18n';

/** Texts of the display widgets, under `shared:display.*` (zh, en, id). */
addResources(SHARED_NAMESPACE, {
  zh: { display: {} },
  en: { display: {} },
  id: { display: {} },
});
