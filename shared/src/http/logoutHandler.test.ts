import { sessionActions } from '../session/sessionSlice';
import { createLogoutHandler } from './logoutHandler';

function setup(embedded = false) {
  const dispatch = jest.fn();
  const goToLogin = jest.fn();
  const showError = jest.fn();
  const postMessage = jest.spyOn(window.parent, 'postMessage').mockImplementation(() => undefined);
  const handle = createLogoutHandler({
    dispatch,
    goToLogin,
    showError,
    embedded: () => embedded,
    allowedOrigins: () => ['https://parent.example'],
  });
  return { dispatch, goToLogin, showError, postMessage, handle };
}

beforeEach(() => {
  jest.useFakeTimers();
  localStorage.setItem('account', 'shipper01');
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('logout flow', () => {
  it('clears the session and goes to Login at once on body code 149010008', () => {
    const { dispatch, goToLogin, showError, handle } = setup();
    handle({ msg: 'session invalid' });
    expect(dispatch).toHaveBeenCalledWith(sessionActions.loggedOut());
    expect(goToLogin).toHaveBeenCalledTimes(1);
    expect(showError).not.toHaveBeenCalled();
  });

  it.each([401, 403])(
    'on HTTP %i shows the message, then after 3 s removes the account and goes to Login',
    (httpStatus) => {
      const { dispatch, goToLogin, showError, handle } = setup();
      handle({ httpStatus, msg: 'Sesi berakhir' });
      expect(dispatch).toHaveBeenCalledWith(sessionActions.loggedOut());
      expect(showError).toHaveBeenCalledWith('Sesi berakhir');
      jest.advanceTimersByTime(2999);
      expect(goToLogin).not.toHaveBeenCalled();
      expect(localStorage.getItem('account')).toBe('shipper01');
      jest.advanceTimersByTime(1);
      expect(goToLogin).toHaveBeenCalledTimes(1);
      expect(localStorage.getItem('account')).toBeNull();
    },
  );

  it('sends the parent platform a logout message when embedded', () => {
    const { dispatch, goToLogin, postMessage, handle } = setup(true);
    handle({ httpStatus: 401 });
    expect(postMessage).toHaveBeenCalledWith({ type: 'logout' }, 'https://parent.example');
    expect(dispatch).not.toHaveBeenCalled();
    jest.runAllTimers();
    expect(goToLogin).not.toHaveBeenCalled();
  });
});
