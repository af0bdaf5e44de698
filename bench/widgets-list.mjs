// List-page benchmark: the /demo gallery's goods templates in large-list mode, scrolled until 1000
// rows are loaded (50 per step), with the frame times (requestAnimationFrame deltas) over the
// whole run and the time from switching the mode on to 1000 rows.
import { chromium, LAUNCH, percentile, round1, signIn, startBenchPortal } from './support.mjs';

const TARGET_ROWS = 1000;
const SCROLL_STEP_MS = 50;
const LONG_FRAME_MS = 50;
/** Scrolling on at 1000 rows (up and down the whole list) after the last chunk, in ms. */
const SETTLED_SCROLL_MS = 3000;

/**
 * In the page: records rAF deltas, switches large-list mode on, scrolls the virtual body to its end
 * every SCROLL_STEP_MS until the counter reads 1000 rows, then keeps scrolling for a while.
 */
function scrollToTarget({ target, stepMs, settledMs }) {
  const section = document.querySelector('[data-testid="demo-goods-templates"]');
  const deltas = [];
  let running = true;
  let last = performance.now();
  const frame = (now) => {
    deltas.push(now - last);
    last = now;
    if (running) requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
  const count = () =>
    Number(
      /\d+/.exec(section.querySelector('[data-testid="large-list-count"]')?.textContent ?? '')?.[0] ?? 0,
    );
  const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
  return (async () => {
    const started = performance.now();
    section.querySelector('button[role="switch"]').click();
    let holder = null;
    while (!holder && performance.now() - started < 30000) {
      holder = section.querySelector('.ant-table-tbody-virtual-holder');
      await sleep(stepMs);
    }
    if (!holder) throw new Error('large-list body not found');
    const firstRowsAt = performance.now();
    while (count() < target && performance.now() - started < 120000) {
      holder.scrollTop = holder.scrollHeight;
      await sleep(stepMs);
    }
    const reachedAt = performance.now();
    const reachedRows = count();
    const loadingFrames = deltas.length;
    const settledStart = performance.now();
    let down = false;
    while (performance.now() - settledStart < settledMs) {
      holder.scrollTop = down ? holder.scrollTop + 400 : holder.scrollTop - 400;
      if (holder.scrollTop <= 0) down = true;
      if (holder.scrollTop + holder.clientHeight >= holder.scrollHeight) down = false;
      await new Promise((r) => requestAnimationFrame(r));
    }
    running = false;
    return {
      deltas,
      loadingFrames,
      reachedRows,
      msToFirstRows: firstRowsAt - started,
      msToTarget: reachedAt - started,
    };
  })();
}

function frameStats(deltas) {
  return {
    frames: deltas.length,
    p50Ms: round1(percentile(deltas, 50)),
    p95Ms: round1(percentile(deltas, 95)),
    maxMs: round1(Math.max(...deltas)),
    framesOver50Ms: deltas.filter((d) => d > LONG_FRAME_MS).length,
  };
}

export async function run() {
  const { env, portal } = await startBenchPortal({ gateway: 3610, host: 3620 }, 'list');
  const browser = await chromium.launch(LAUNCH);
  try {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await signIn(page, env);
    await page.goto(`http://localhost:${env.ports.host}/demo?section=list`);
    await page
      .locator('[data-testid="demo-goods-templates"] .ant-table-row')
      .first()
      .waitFor({ state: 'visible', timeout: 60_000 });
    const result = await page.evaluate(scrollToTarget, {
      target: TARGET_ROWS,
      stepMs: SCROLL_STEP_MS,
      settledMs: SETTLED_SCROLL_MS,
    });
    await context.close();
    if (result.reachedRows < TARGET_ROWS) throw new Error(`large list stopped at ${result.reachedRows} rows`);
    return {
      largeListScroll: {
        rows: result.reachedRows,
        chunk: 50,
        scrollStepMs: SCROLL_STEP_MS,
        msToFirstRows: Math.round(result.msToFirstRows),
        msTo1000Rows: Math.round(result.msToTarget),
        whileLoading: frameStats(result.deltas.slice(0, result.loadingFrames)),
        scrollingAt1000Rows: frameStats(result.deltas.slice(result.loadingFrames)),
        overall: frameStats(result.deltas),
        targets: { p95FrameMs: 50 },
      },
    };
  } finally {
    await browser.close();
    portal.stop();
  }
}
