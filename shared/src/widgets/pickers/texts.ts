import { addResources, SHARED_NAMESPACE } from '../../i18n';

/** Texts of the pickers widgets, under `shared:pickers.*` (zh, en, id). */
addResources(SHARED_NAMESPACE, {
  zh: { pickers: {} },
  en: { pickers: {} },
  id: { pickers: {} },
});
