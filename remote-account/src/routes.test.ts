import { join } from 'node:path';
import { routeFolderProblems, routeTitles } from 'shared/testing';
import routes from './routes';

it('names each page like the menu does, in zh, en and id', async () => {
  const { tabs, menu } = await routeTitles(routes);
  expect(tabs).toEqual(menu);
});

it('loads each page from the folder named after its route, the page named after it too', () => {
  expect(routeFolderProblems(join(__dirname, 'routes.ts'))).toEqual([]);
});
