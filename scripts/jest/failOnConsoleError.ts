// jest set-up for the frontend projects jest.config.js lists (failOnConsoleError): a test that makes
// React or antd write to console.error fails, so an "update ... not wrapped in act(...)" warning, a
// missing key, a bad prop or an unexpected error toast (shared's http client logs it when no host
// notifier is wired) is fixed instead of scrolling past. Errors still print, for their stack.
// console.error is wrapped by hand, not with jest.spyOn: tests call jest.resetAllMocks().
import { format } from 'node:util';

const writeError = console.error.bind(console);
let logged: string[] = [];

console.error = (...args: unknown[]) => {
  logged.push(format(...args).split('\n')[0]);
  writeError(...args);
};

function failOnLoggedErrors(when: string) {
  if (logged.length === 0) return;
  const first = logged;
  logged = [];
  throw new Error(`console.error was called ${first.length} time(s) ${when}:\n${first.join('\n')}`);
}

afterEach(() => failOnLoggedErrors('during this test'));
// An update that lands after the last test's clean-up (a promise resolving late) is caught here.
afterAll(() => failOnLoggedErrors('after the last test of this file'));
