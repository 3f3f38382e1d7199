import { Button, Center, chakra, Heading, Link, Stack, Text } from '@chakra-ui/react';
import type { FormEvent, ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { PRODUCT_NAME, useTabTitle } from './tab-title.js';

export interface AccessCardProps {
  /** Id of the heading that names the form. */
  readonly titleId: string;
  readonly title: string;
  /** Under the title, e.g. what the screen does. */
  readonly intro?: ReactNode;
  /** Leave validation to the use case (the browser's bubbles would say something else). */
  readonly noValidate?: boolean;
  readonly onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  readonly submitLabel: string;
  readonly busy: boolean;
  /** The link under the button (to /resetpassword, back to /). */
  readonly link: { readonly to: string; readonly label: string };
  /** The fields and the answer text. */
  readonly children: ReactNode;
}

/**
 * The centred card of the public screens (login, reset password) on the page's grey: the
 * product's name, then title, fields, submit, link. The tab is titled by the card.
 */
export const AccessCard = ({
  titleId,
  title,
  intro,
  noValidate,
  onSubmit,
  submitLabel,
  busy,
  link,
  children,
}: AccessCardProps) => {
  useTabTitle(title);
  return (
    <Center as="main" minH="100dvh" bg="page.bg" px="4" py="10" flexDirection="column" gap="6">
      <Text fontSize="lg" fontWeight="bold" letterSpacing="tight" color="brand.fg">
        {PRODUCT_NAME}
      </Text>
      <chakra.form
        aria-labelledby={titleId}
        noValidate={noValidate}
        onSubmit={onSubmit}
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
            <Heading id={titleId} as="h1" size="xl">
              {title}
            </Heading>
            {intro}
          </Stack>
          {children}
          <Button type="submit" colorPalette="brand" loading={busy} width="full">
            {submitLabel}
          </Button>
          <Link asChild color="brand.fg" fontSize="sm" alignSelf="center">
            <RouterLink to={link.to}>{link.label}</RouterLink>
          </Link>
        </Stack>
      </chakra.form>
    </Center>
  );
};
