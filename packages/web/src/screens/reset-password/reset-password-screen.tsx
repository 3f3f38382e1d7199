import { Text } from '@chakra-ui/react';
import { LoginMessages, type PasswordResetResult } from '@estudio/domain';
import { EmailInput } from '@estudio/ui';
import { useState, type FormEvent } from 'react';
import { useSessionApi } from '../../shared/session.js';
import { AccessCard } from '../../shared/access-card.js';

/**
 * Reset password (docs/product.md, "Access and session"), public and unguarded: a required e-mail field of
 * e-mail type, 'Enviar Correo de Seguridad' and 'Volver a Inicio'. The use case answers the
 * exact text: the success sentence, or 'Error al enviar el correo: ' and the reason.
 */
export const ResetPasswordScreen = () => {
  const sessions = useSessionApi();
  const [email, setEmail] = useState('');
  const [result, setResult] = useState<PasswordResetResult | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setResult(null);
    setResult(await sessions.requestPasswordReset(email));
    setBusy(false);
  };

  return (
    <AccessCard
      titleId="reset-title"
      title={LoginMessages.resetTitle}
      intro={
        <Text color="fg.muted" fontSize="sm">
          {LoginMessages.resetHelp}
        </Text>
      }
      onSubmit={(event) => void submit(event)}
      submitLabel={LoginMessages.sendResetEmail}
      busy={busy}
      link={{ to: '/', label: LoginMessages.backHome }}
    >
      <EmailInput label={LoginMessages.emailLabel} name="email" value={email} onChange={setEmail} required />
      {result !== null && (
        <Text role={result.ok ? 'status' : 'alert'} color={result.ok ? 'fg.success' : 'fg.error'} fontSize="sm">
          {result.message}
        </Text>
      )}
    </AccessCard>
  );
};
