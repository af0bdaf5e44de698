import { routeTitles } from 'shared/testing';
import routes from './routes';

it('names each page like the menu does, in zh, en and id', async () => {
  const { tabs, menu } = await routeTitles(routes);
  expect(tabs).toEqual(menu);
});
