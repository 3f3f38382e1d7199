import { Text } from '@chakra-ui/react';
import { type PasswordResetResult } from '@estudio/domain/accounts';
import { EmailInput } from '@estudio/ui';
import { useState, type FormEvent } from 'react';
import { useSessionApi } from '../../shared/session.js';
import { AccessCard } from '../../shared/access-card.js';
import { ResetPasswordTexts } from './reset-password-texts.js';
import { SignInTexts } from '../../shared/texts.js';

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
      title={ResetPasswordTexts.resetTitle}
      intro={
        <Text color="fg.muted" fontSize="sm">
          {ResetPasswordTexts.resetHelp}
        </Text>
      }
      onSubmit={(event) => void submit(event)}
      submitLabel={SignInTexts.sendResetEmail}
      busy={busy}
      link={{ to: '/', label: ResetPasswordTexts.backHome }}
    >
      <EmailInput label={SignInTexts.emailLabel} name="email" value={email} onChange={setEmail} required />
      {result !== null && (
        <Text role={result.ok ? 'status' : 'alert'} color={result.ok ? 'fg.success' : 'fg.error'} fontSize="sm">
          {result.message}
        </Text>
      )}
    </AccessCard>
  );
};
