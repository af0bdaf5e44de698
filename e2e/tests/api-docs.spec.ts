import { expect, test } from '@playwright/test';
import { GATEWAY_URL } from '../support/ports';

interface OpenApiDocument {
  tags: { name: string }[];
  paths: Record<string, Record<string, { tags?: string[]; operationId?: string }>>;
}

test('the gateway serves its API documentation at /docs, from its own files, listing every tag', async ({
  page,
  request,
}) => {
  const document = (await (await request.get(`${GATEWAY_URL}/openapi.json`)).json()) as OpenApiDocument;
  const used = new Set(
    Object.values(document.paths).flatMap((item) =>
      Object.values(item).flatMap((operation) => operation.tags ?? []),
    ),
  );
  const tags = document.tags.map((tag) => tag.name);
  // Every tag an operation uses is declared (and so listed by the docs).
  expect([...used].filter((tag) => !tags.includes(tag))).toEqual([]);

  const foreign: string[] = [];
  page.on('request', (sent) => {
    if (!sent.url().startsWith(GATEWAY_URL) && !sent.url().startsWith('data:')) foreign.push(sent.url());
  });
  await page.goto(`${GATEWAY_URL}/docs`);
  await expect(page.getByRole('heading', { name: /Shipper portal gateway/ })).toBeVisible();
  for (const tag of tags) await expect(page.locator(`#operations-tag-${tag}`), tag).toBeVisible();

  // Each operation is listed with its summary and its operation id.
  const login = page.getByRole('button', {
    name: /POST \/customer-api\/login Log in with login code and password/,
  });
  await expect(login).toBeVisible();
  await expect(page.getByText('auth.login', { exact: true })).toBeVisible();
  expect(foreign, 'no file from another origin (no CDN)').toEqual([]);
});
