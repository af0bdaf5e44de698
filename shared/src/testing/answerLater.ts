// Test-only: answers of a mocked API call that arrive as a network answer does, on a later task.
// A mockResolvedValue answer settles in the microtask right after the call: a page that loads on
// mount gets it while the test is still awaiting renderPage, outside any findBy / waitFor, and its
// state update is React's "not wrapped in act(...)" warning. A later-task answer lands while the
// test waits for what the page shows with it.

/**
 * Resolves with `value` on a later task.
 * @example
 * jest.mocked(fetchTraces).mockImplementation(() => answerLater(RESULT));
 * expect(await screen.findByText('Left the sorting centre')).toBeInTheDocument();
 */
export function answerLater<T>(value: T): Promise<T> {
  return new Promise((resolve) => setTimeout(() => resolve(value), 0));
}

/**
 * Rejects with `error` (e.g. a refusal's `{ code, msg }`) on a later task.
 * @example
 * jest.mocked(fetchTraces).mockImplementation(() => refuseLater({ code: 500, msg: 'busy' }));
 */
export function refuseLater(error: unknown): Promise<never> {
  return new Promise((_, reject) => setTimeout(() => reject(error), 0));
}
