import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { loginViaUi, preferEnglish } from '../support/portal';

/** A 1×1 PNG: the gateway checks the content, not only the extension. */
const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const pdfOf = (bytes: number) => {
  const head = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\n');
  const tail = Buffer.from('\ntrailer<<>>\n%%EOF\n');
  return Buffer.concat([head, Buffer.alloc(Math.max(0, bytes - head.length - tail.length), 0x20), tail]);
};

let dir: string;
const fileOf = (name: string, content: Buffer) => {
  const path = join(dir, name);
  writeFileSync(path, content);
  return path;
};

async function openUploadSection(page: Page) {
  await preferEnglish(page);
  await loginViaUi(page, 'demo');
  await expect(page).toHaveURL(/\/index$/);
  await page.goto('/demo?section=upload');
  await expect(page.getByTestId('upload-documents')).toBeVisible();
}

const documents = (page: Page) => page.getByTestId('upload-documents');
const documentInput = (page: Page) => documents(page).locator('input[type=file]');

test.describe('demo gallery: upload', () => {
  test.beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'portal-upload-'));
  });
  test.afterAll(() => rmSync(dir, { recursive: true, force: true }));
  test.beforeEach(async ({ page }) => openUploadSection(page));

  test('a valid image uploads to the gateway and its returned url loads as an image', async ({ page }) => {
    const images = page.getByTestId('upload-images');
    await images.locator('input[type=file]').setInputFiles(fileOf('pixel.png', PNG_1X1));
    await expect(page.getByText('upload succeeded').first()).toBeVisible();

    const link = page.getByTestId('upload-images-value').getByRole('link', { name: 'pixel.png' });
    await expect(link).toBeVisible();
    const url = await link.getAttribute('href');
    expect(url).toBeTruthy();
    const response = await page.request.get(url!);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('image/png');

    // the picture card shows it and opens the preview overlay
    await images.locator('.ant-upload-list-item').first().hover();
    await images.getByTitle('Preview file').first().click();
    const overlay = page.getByRole('dialog', { name: 'Image preview' });
    await expect(overlay.locator('img')).toHaveAttribute('src', url!);
    await page.keyboard.press('Escape');
    await expect(overlay).toBeHidden();
  });

  test('a pdf uploads into the document list', async ({ page }) => {
    await documentInput(page).setInputFiles(fileOf('manifest.pdf', pdfOf(2000)));
    await expect(page.getByText('upload succeeded').first()).toBeVisible();
    await expect(
      page.getByTestId('upload-documents-value').getByRole('link', { name: 'manifest.pdf' }),
    ).toBeVisible();
  });

  test("a file of the wrong type is refused with 'file type does not match'", async ({ page }) => {
    await documentInput(page).setInputFiles(fileOf('notes.txt', Buffer.from('just text\n')));
    await expect(page.getByText(/file type does not match/).first()).toBeVisible();
    await expect(page.getByTestId('upload-documents-value')).toHaveText('(empty)');
  });

  test("a file above 1 MB is refused with 'file too large'", async ({ page }) => {
    await documentInput(page).setInputFiles(fileOf('big.pdf', pdfOf(1024 * 1024 + 1)));
    await expect(page.getByText(/file too large/).first()).toBeVisible();
    await expect(page.getByTestId('upload-documents-value')).toHaveText('(empty)');
  });

  test('choosing more than 3 documents warns with the limit, the selected count and the total', async ({
    page,
  }) => {
    const chosen = ['a.pdf', 'b.pdf', 'c.pdf', 'd.pdf'].map((name) => fileOf(name, pdfOf(500)));
    await documentInput(page).setInputFiles(chosen);
    await expect(page.getByText('at most 3 files: 4 selected, 4 in total').first()).toBeVisible();
    await expect(page.getByTestId('upload-documents-value')).toHaveText('(empty)');
  });

  test("removing an uploaded file asks 'Are you sure to remove this option?'", async ({ page }) => {
    await documentInput(page).setInputFiles(fileOf('remove-me.pdf', pdfOf(800)));
    const value = page.getByTestId('upload-documents-value');
    await expect(value.getByRole('link', { name: 'remove-me.pdf' })).toBeVisible();

    const item = documents(page).locator('.ant-upload-list-item-done').filter({ hasText: 'remove-me.pdf' });
    await item.hover();
    await item.getByRole('button', { name: /remove/i }).click();
    const confirm = page.getByRole('dialog').filter({ hasText: 'Are you sure to remove this option?' });
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(value.getByRole('link', { name: 'remove-me.pdf' })).toBeVisible();

    await item.hover();
    await item.getByRole('button', { name: /remove/i }).click();
    await page
      .getByRole('dialog')
      .filter({ hasText: 'Are you sure to remove this option?' })
      .getByRole('button', { name: 'OK' })
      .click();
    await expect(value).toHaveText('(empty)');
  });
});
