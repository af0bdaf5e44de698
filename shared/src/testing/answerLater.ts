// Test-only: answers that arrive as a network answer does, on a later task (a fakeGateway handler
// may return one). An answer that settles in the microtask right after the call reaches a page
// that loads on mount while the test is still awaiting renderPage, outside any findBy / waitFor,
// and its state update is React's "not wrapped in act(...)" warning. A later-task answer lands
// while the test waits for what the page shows with it.

/**
 * Resolves with `value` on a later task.
 * @example
 * fakeGateway({ 'POST /customer-api/trace/list': () => answerLater(RESULT) });
 * expect(await screen.findByText('Left the sorting centre')).toBeInTheDocument();
 */
export function answerLater<T>(value: T): Promise<T> {
  return new Promise((resolve) => setTimeout(() => resolve(value), 0));
}

/**
 * Rejects with `error` (e.g. a refusal's `{ code, msg }`) on a later task.
 * @example
 * const load = jest.fn(() => refuseLater(new Error('busy'))); // a loader given to a widget
 */
export function refuseLater(error: unknown): Promise<never> {
  return new Promise((_, reject) => setTimeout(() => reject(error), 0));
}
