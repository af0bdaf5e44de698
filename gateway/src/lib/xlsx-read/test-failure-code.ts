import { ImportFileError } from './import-error';

/**
 * The failure code an import step ends with ('import.notXlsx', as a task's `failureCode`), or
 * 'no failure' when it succeeds. The step is a promise, or a function for a step that may throw
 * before it returns one (a constructor). Any error that is not an ImportFileError is thrown: a test that
 * expects a refusal must not pass on a crash.
 *
 * @example
 * expect(await failureCodeOf(checkXlsx(file, limits))).toBe('import.tooManyRows');
 */
export async function failureCodeOf(step: Promise<unknown> | (() => unknown)): Promise<string> {
  try {
    await (typeof step === 'function' ? step() : step);
  } catch (error) {
    if (error instanceof ImportFileError) return error.failureCode;
    throw error;
  }
  return 'no failure';
}
