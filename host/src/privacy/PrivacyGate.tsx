import { lazy, Suspense, useCallback, useEffect, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import Spin from 'antd/es/spin';
import { selectToken, sessionActions, useAppDispatch, useAppSelector, useSession } from 'shared';
import { logout } from '../api/auth';
import { errorMessage } from '../pages/errorMessage';
import { getPrivacyAgreement, getPrivacyStatus, type PrivacyAgreement } from './api';

// shown to few users, and once: its antd parts stay out of the first chunk
const PrivacyAgreementForm = lazy(() => import('./PrivacyAgreementForm'));
const spinner = <Spin style={{ display: 'block', padding: 96 }} />;

type GateState =
  | { kind: 'checking' }
  | { kind: 'accepted' }
  | { kind: 'required'; agreement: PrivacyAgreement }
  | { kind: 'failed'; message: string };

/**
 * The privacy agreement gate: a signed-in user who has not accepted the current version of the
 * agreement sees only the agreement (full page, before any page or remote renders) until it
 * accepts, online or by the code of a paper agreement. The gateway refuses every other call
 * meanwhile (error.privacyAgreementRequired). Without a session the children render as they are.
 */
export function PrivacyGate({ children }: { children: ReactNode }) {
  const token = useAppSelector(selectToken);
  const { language } = useSession();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [state, setState] = useState<GateState>({ kind: 'checking' });

  const check = useCallback(async () => {
    try {
      const status = await getPrivacyStatus();
      if (status.read) {
        setState({ kind: 'accepted' });
        return;
      }
      setState({ kind: 'required', agreement: await getPrivacyAgreement(status.code) });
    } catch (failure) {
      // empty: the form says its own 'could not load' (its texts come with its lazy chunk)
      setState({ kind: 'failed', message: errorMessage(failure, '') });
    }
  }, []);

  useEffect(() => {
    if (!token) return;
    setState((current) => (current.kind === 'accepted' ? current : { kind: 'checking' }));
    void check();
    // language: the agreement is read again in the language chosen on the gate
  }, [token, language, check]);

  if (!token || state.kind === 'accepted') return <>{children}</>;
  if (state.kind === 'checking') return spinner;

  const signOut = async () => {
    await logout().catch(() => undefined);
    dispatch(sessionActions.loggedOut());
    navigate('/login', { replace: true });
  };
  return (
    <Suspense fallback={spinner}>
      <PrivacyAgreementForm
        agreement={state.kind === 'required' ? state.agreement : null}
        loadError={state.kind === 'failed' ? state.message : ''}
        onRetry={() => void check()}
        onAccepted={() => void check()}
        onLogout={() => void signOut()}
      />
    </Suspense>
  );
}
