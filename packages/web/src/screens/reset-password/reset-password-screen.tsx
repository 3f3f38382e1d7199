import { Button, Center, chakra, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { Messages, SessionService, type PasswordResetResult } from '@estudio/domain';
import { EmailInput } from '@estudio/ui';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useService } from '../../app/services.js';

/**
 * Reset password (spec 000 sections 2, 5), public and unguarded: a required e-mail field of
 * e-mail type, 'Enviar Correo de Seguridad' and 'Volver a Inicio'. The use case answers the
 * exact text: the success sentence, or 'Error al enviar el correo: ' and the reason.
 */
export const ResetPasswordScreen = () => {
  const sessions = useService(SessionService);
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
    <Center as="main" minH="100vh" bg="bg.subtle" px="4" py="10">
      <chakra.form
        aria-labelledby="reset-title"
        onSubmit={(event) => void submit(event)}
        bg="bg"
        borderWidth="1px"
        borderRadius="card"
        boxShadow="sm"
        p={{ base: '6', md: '8' }}
        width="full"
        maxW="sm"
      >
        <Stack gap="5">
          <Stack gap="2">
            <Heading id="reset-title" as="h1" size="xl">
              {Messages.login.resetTitle}
            </Heading>
            <Text color="fg.muted" fontSize="sm">
              {Messages.login.resetHelp}
            </Text>
          </Stack>
          <EmailInput label={Messages.login.emailLabel} name="email" value={email} onChange={setEmail} required />
          {result !== null && (
            <Text role={result.ok ? 'status' : 'alert'} color={result.ok ? 'fg.success' : 'fg.error'} fontSize="sm">
              {result.message}
            </Text>
          )}
          <Button type="submit" colorPalette="brand" loading={busy} width="full">
            {Messages.login.sendResetEmail}
          </Button>
          <Link asChild color="brand.fg" fontSize="sm" alignSelf="center">
            <RouterLink to="/">{Messages.login.backHome}</RouterLink>
          </Link>
        </Stack>
      </chakra.form>
    </Center>
  );
};
