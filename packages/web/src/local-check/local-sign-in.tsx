import { isDomainError, Messages } from '@estudio/domain';
import type { Session, SessionService } from '@estudio/domain';
import { useState } from 'react';
import type { FormEvent } from 'react';

export interface LocalSignInProps {
  readonly sessions: Pick<SessionService, 'signIn' | 'signOut'>;
}

/**
 * The first screen of the local stack: sign in with a demo account and see the role and
 * permission keys the session resolved. The console's screens (login, shell, lists) build
 * on the same SessionService.
 */
export const LocalSignIn = ({ sessions }: LocalSignInProps) => {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [terms, setTerms] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [session, setSession] = useState<Session | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      setSession(await sessions.signIn(email, password, terms));
    } catch (failure) {
      setError(isDomainError(failure) ? failure.message : Messages.auth.wrongCredentials);
    }
  };

  if (session) {
    const { profile, actor } = session;
    return (
      <main>
        <h1>Estudio de Marca</h1>
        <p role="status">
          Sesión iniciada: <strong>{profile.email}</strong>
        </p>
        <p>Permisos: {[...actor.keys].sort().join(', ') || '—'}</p>
        <button
          type="button"
          onClick={async () => {
            await sessions.signOut();
            setSession(null);
          }}
        >
          Cerrar sesión
        </button>
      </main>
    );
  }

  return (
    <main>
      <h1>Estudio de Marca</h1>
      <form onSubmit={submit}>
        <label>
          Correo
          <input type="email" value={email} onChange={(e) => setEmail(e.target.value)} required />
        </label>
        <label>
          Contraseña
          <input type="password" value={password} onChange={(e) => setPassword(e.target.value)} required />
        </label>
        <label>
          <input type="checkbox" checked={terms} onChange={(e) => setTerms(e.target.checked)} />
          Acepto los términos y condiciones
        </label>
        <button type="submit">Iniciar sesión</button>
        {error ? <p role="alert">{error}</p> : null}
      </form>
    </main>
  );
};
