import { i18n, initI18n } from 'shared';
import { menuNameOf } from 'shared/testing';
import routes from './routes';

// A page's tab (its route title) reads like its entry in the menu (the gateway's menu seed).
it('names each page like the menu does, in zh, en and id', async () => {
  await initI18n('EN');
  for (const route of routes) {
    const menu = menuNameOf(route.name);
    for (const lng of ['zh', 'en', 'id'] as const)
      expect({ route: route.name, lng, title: i18n.t(route.titleKey, { lng }) }).toEqual({
        route: route.name,
        lng,
        title: menu?.[lng],
      });
  }
});
