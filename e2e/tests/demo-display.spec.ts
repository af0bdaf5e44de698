import { expect, test, type Locator, type Page } from '@playwright/test';
import { loginViaUi, preferEnglish } from '../support/portal';

/** Right edge of an element's box, in CSS px (Infinity while it has none). */
async function rightEdge(locator: Locator): Promise<number> {
  const box = await locator.boundingBox();
  return box ? box.x + box.width : Number.POSITIVE_INFINITY;
}

async function openDisplaySection(page: Page) {
  await preferEnglish(page);
  await loginViaUi(page, 'demo');
  await expect(page).toHaveURL(/\/index$/);
  await page.goto('/demo?section=display');
  await expect(page.getByTestId('display-cards')).toBeVisible();
}

test.describe('demo gallery: display widgets', () => {
  test.beforeEach(async ({ page }) => openDisplaySection(page));

  test('the image preview steps with previous / next and the arrow keys, wrapping at both ends', async ({
    page,
  }) => {
    await page.getByRole('button', { name: 'Preview all images' }).click();
    const overlay = page.getByRole('dialog', { name: 'Image preview' });
    await expect(overlay).toContainText('1 / 3');
    await overlay.getByRole('button', { name: 'Previous' }).click();
    await expect(overlay).toContainText('3 / 3');
    await overlay.getByRole('button', { name: 'Next' }).click();
    await expect(overlay).toContainText('1 / 3');
    await page.keyboard.press('ArrowLeft');
    await expect(overlay).toContainText('3 / 3');
    await page.keyboard.press('ArrowRight');
    await expect(overlay).toContainText('1 / 3');
    const box = await overlay.locator('img').boundingBox();
    expect(box!.width).toBeLessThanOrEqual(800);
    await overlay.getByRole('button', { name: 'Close' }).click();
    await expect(overlay).toBeHidden();
  });

  test('back-to-top appears after 400 px of scrolling and scrolls to the top in about 1 s', async ({
    page,
  }) => {
    const area = page.getByTestId('scroll-area');
    const backToTop = page.getByRole('button', { name: 'Back to top' });
    await area.evaluate((element) => element.scrollTo(0, 380));
    await page.waitForTimeout(200);
    await expect(backToTop).toHaveCount(0);
    await area.evaluate((element) => element.scrollTo(0, 1200));
    await expect(backToTop).toBeVisible();

    // The scroll is sampled in the page, frame by frame, so the test runner's own delays on a busy
    // machine cannot make it look instant (a fixed 250 ms wait in the runner once saw it finished).
    const frames = area.evaluate(
      (element) =>
        new Promise<{ ms: number; top: number }[]>((resolve) => {
          const samples: { ms: number; top: number }[] = [];
          const start = performance.now();
          const sample = () => {
            samples.push({ ms: performance.now() - start, top: element.scrollTop });
            if (element.scrollTop === 0 || performance.now() - start > 10_000) resolve(samples);
            else requestAnimationFrame(sample);
          };
          requestAnimationFrame(sample);
        }),
    );
    await backToTop.click();
    const samples = await frames;
    const moving = samples.filter((frame) => frame.top < samples[0].top);
    expect(samples[0].top).toBeGreaterThan(400);
    expect(moving.at(-1)?.top).toBe(0);
    expect(
      moving.some((frame) => frame.top > 0),
      'frames between the bottom and the top',
    ).toBe(true);
    // From the first frame that moved to the frame at the top: about a second, never a jump.
    expect(moving.at(-1)!.ms - moving[0].ms).toBeGreaterThanOrEqual(500);
    await expect(backToTop).toHaveCount(0);
  });

  test('the tree editor adds, renames and deletes goods categories on the gateway', async ({ page }) => {
    const tree = page.getByTestId('display-tree');
    const root = `E2E root ${Date.now()}`;
    const child = `${root} child`;
    const renamed = `${root} renamed`;

    await tree.getByRole('button', { name: 'Add root node' }).click();
    let form = page.getByRole('dialog').filter({ hasText: 'Add root node' });
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByText('please enter category name')).toBeVisible();
    await form.getByLabel('category name').fill(root);
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(tree.getByText(root, { exact: true })).toBeVisible();

    await tree.getByRole('button', { name: `Add child node ${root}` }).click();
    form = page.getByRole('dialog').filter({ hasText: 'Add child node' });
    await form.getByLabel('category name').fill(child);
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(tree.getByText(child, { exact: true })).toBeVisible();

    await tree.getByRole('button', { name: `Edit ${child}` }).click();
    form = page.getByRole('dialog').filter({ hasText: 'Edit' });
    await form.getByLabel('category name').fill(renamed);
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(tree.getByText(renamed, { exact: true })).toBeVisible();

    // saved on the gateway: a reload shows the same tree
    await page.reload();
    await expect(tree.getByText(renamed, { exact: true })).toBeVisible();

    await tree.getByRole('button', { name: `Delete ${renamed}` }).click();
    const confirm = page.getByRole('dialog').filter({ hasText: 'delete this node?' });
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: 'OK' }).click();
    await expect(tree.getByText(renamed, { exact: true })).toHaveCount(0);
    await tree.getByRole('button', { name: `Delete ${root}` }).click();
    await page
      .getByRole('dialog')
      .filter({ hasText: 'delete this node?' })
      .getByRole('button', { name: 'OK' })
      .click();
    await expect(tree.getByText(root, { exact: true })).toHaveCount(0);
  });

  test('on a 375×800 phone the drawer and the node dialog fit the screen', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.getByRole('button', { name: /New card/ }).click();
    const drawer = page.locator('.ant-drawer-content-wrapper');
    await expect(drawer).toBeVisible();
    await expect(page.locator('.ant-drawer-title')).toHaveText('New card');
    // measured once the slide-in has finished
    await expect.poll(() => rightEdge(drawer)).toBeLessThanOrEqual(375);
    expect((await drawer.boundingBox())!.x).toBeGreaterThanOrEqual(0);
    expect((await drawer.boundingBox())!.width).toBeGreaterThanOrEqual(370); // full width on a phone
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(drawer).toBeHidden();

    await page.getByTestId('display-tree').getByRole('button', { name: 'Add root node' }).click();
    const dialog = page.locator('.ant-modal').filter({ hasText: 'Add root node' });
    await expect(dialog).toBeVisible();
    await expect.poll(() => rightEdge(dialog)).toBeLessThanOrEqual(375);
    expect((await dialog.boundingBox())!.x).toBeGreaterThanOrEqual(0);
  });
});
