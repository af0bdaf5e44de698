import { i18n, initI18n } from 'shared';
import routes from './routes';

/**
 * The host shows a route's title in its tab, the document title and restored tabs as soon as the
 * remote's routes are registered, before the route's page (and the texts that load with it) is
 * fetched. So every title must come with the routes, in every language, without falling back.
 */
describe('remote-orders routes', () => {
  beforeAll(() => {
    initI18n('EN');
  });

  it.each(['zh-cn', 'en', 'id'])('have their titles in %s before any page is loaded', (language) => {
    const titles = routes.map((route) => {
      const [namespace, key] = route.titleKey.split(':');
      return [route.name, i18n.getResource(language, namespace, key) as unknown];
    });
    expect(titles).toEqual(routes.map((route) => [route.name, expect.stringMatching(/\S/)]));
  });
});
