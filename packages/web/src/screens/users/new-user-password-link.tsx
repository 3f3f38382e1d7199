import { Box, Button, Heading, HStack, Input, Text } from '@chakra-ui/react';
import { type CreatedUser } from '@estudio/domain/accounts';
import { useId, useState } from 'react';
import { UiTexts } from '@estudio/ui';
import { UsersTexts } from './users-texts.js';

const text = UsersTexts;

export interface NewUserPasswordLinkProps {
  readonly created: CreatedUser;
  readonly onClose: () => void;
}

/**
 * Shown to the admin after a user is created: the account has a random password nobody
 * knows, so the new user gets in by setting their own through this one-time link (or
 * through the login's "forgot password"). The admin copies it and hands it over.
 */
export const NewUserPasswordLink = ({ created, onClose }: NewUserPasswordLinkProps) => {
  const headingId = useId();
  const inputId = useId();
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');

  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(created.passwordResetLink);
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  };

  return (
    <Box
      as="section"
      aria-labelledby={headingId}
      bg="bg"
      borderWidth="1px"
      borderRadius="card"
      borderColor="border.info"
      p="4"
      mb="6"
    >
      <Heading as="h2" size="md" id={headingId} mb="2">
        {text.passwordLinkTitle}
      </Heading>
      <Text mb="3">{text.passwordLinkHelp(created.user.email)}</Text>
      <label htmlFor={inputId}>
        <Text as="span" fontSize="sm" fontWeight="medium">
          {text.passwordLink}
        </Text>
      </label>
      <Input
        id={inputId}
        readOnly
        value={created.passwordResetLink}
        onFocus={(event) => event.currentTarget.select()}
        fontFamily="mono"
        mt="1"
      />
      <HStack mt="3" gap="3">
        <Button colorPalette="brand" onClick={() => void copyLink()}>
          {text.copyLink}
        </Button>
        <Button variant="outline" onClick={onClose}>
          {UiTexts.dialogs.close}
        </Button>
        <Text role="status" fontSize="sm">
          {copy === 'copied' ? text.linkCopied : copy === 'failed' ? text.copyFailed : ''}
        </Text>
      </HStack>
    </Box>
  );
};
