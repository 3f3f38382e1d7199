import { Text } from '@chakra-ui/react';
import { AuthMessages, isDomainError } from '@estudio/domain/shared';
import { CheckboxLink, EmailInput, PasswordInput } from '@estudio/ui';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { messageOf } from '../../shared/dialogs.js';
import { externalLinks } from '../../shared/external-links.js';
import { useSessionApi } from '../../shared/session.js';
import { AccessCard } from '../../shared/access-card.js';
import { SignInTexts } from '../../shared/texts.js';
import { LoginTexts } from './login-texts.js';

/**
 * Login (docs/product.md, "Access and session"): e-mail, password with show/hide, the terms checkbox
 * with its external link, a link to /resetpassword. The session use case checks the terms
 * first ('Debes aceptar los términos y condiciones', shown under the checkbox); any refusal
 * of the sign-in shows 'Correo o contraseña incorrectos'. Success goes to /marca.
 */
export const LoginScreen = () => {
  const { signIn } = useSessionApi();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [termsAccepted, setTermsAccepted] = useState(false);
  const [termsError, setTermsError] = useState<string | undefined>(undefined);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // The session may be known (and / redirect to /marca) before signIn resolves: by then the
  // user may have moved on, and a late navigation must not take them back.
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setFailure(null);
    setTermsError(undefined);
    setBusy(true);
    try {
      await signIn(email, password, termsAccepted);
      if (mounted.current) navigate('/marca', { replace: true });
    } catch (error) {
      if (!mounted.current) return;
      const message = messageOf(error, AuthMessages.wrongCredentials);
      // The only form refusal of the sign-in is the terms one: it shows under the checkbox.
      if (isDomainError(error) && error.kind === 'validation') setTermsError(message);
      else setFailure(message);
      setBusy(false);
    }
  };

  return (
    <AccessCard
      titleId="login-title"
      title={SignInTexts.title}
      // The use case validates; the browser's own bubbles would say something else.
      noValidate
      onSubmit={(event) => void submit(event)}
      submitLabel={LoginTexts.submit}
      busy={busy}
      link={{ to: '/resetpassword', label: LoginTexts.forgotPassword }}
    >
      <EmailInput label={SignInTexts.emailLabel} name="email" value={email} onChange={setEmail} />
      <PasswordInput label={LoginTexts.passwordLabel} name="password" value={password} onChange={setPassword} />
      <CheckboxLink
        name="terms"
        checked={termsAccepted}
        onCheckedChange={(checked) => {
          setTermsAccepted(checked);
          if (checked) setTermsError(undefined);
        }}
        label={LoginTexts.acceptTerms}
        linkText={LoginTexts.termsLink}
        href={externalLinks().termsUrl}
        error={termsError}
      />
      {failure !== null && (
        <Text role="alert" color="fg.error" fontSize="sm">
          {failure}
        </Text>
      )}
    </AccessCard>
  );
};
