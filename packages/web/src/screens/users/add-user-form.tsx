import { Box, Button, Heading, SimpleGrid } from '@chakra-ui/react';
import { type NewUserInput, type Role } from '@estudio/domain/accounts';
import { EmailInput, SearchableSelect, TextField } from '@estudio/ui';
import { useId, useState, type FormEvent } from 'react';
import { UsersTexts } from './users-texts.js';

const text = UsersTexts;

const EMPTY: NewUserInput = { email: '', firstName: '', lastName: '', roleId: '' };

export interface AddUserFormProps {
  readonly roles: readonly Role[];
  /** Resolves true when the form may be emptied (the user was created, or nothing was asked). */
  readonly onAdd: (input: NewUserInput) => Promise<boolean>;
}

/** E-mail, first name, last name and role; the screen ignores it when the e-mail is blank. */
export const AddUserForm = ({ roles, onAdd }: AddUserFormProps) => {
  const headingId = useId();
  const [form, setForm] = useState<NewUserInput>(EMPTY);
  const [busy, setBusy] = useState(false);
  const set = (field: keyof NewUserInput) => (value: string | null) =>
    setForm((current) => ({ ...current, [field]: value ?? '' }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      if (await onAdd(form)) setForm(EMPTY);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box
      as="form"
      aria-labelledby={headingId}
      onSubmit={(event: FormEvent) => void submit(event)}
      bg="bg"
      borderWidth="1px"
      borderRadius="card"
      p="4"
      mb="6"
    >
      <Heading as="h2" size="md" id={headingId} mb="3">
        {text.addUser}
      </Heading>
      <SimpleGrid columns={{ base: 1, md: 2, xl: 4 }} gap="3" alignItems="end">
        <EmailInput label={text.email} value={form.email} onChange={set('email')} name="email" />
        <TextField
          label={text.firstName}
          value={form.firstName}
          onChange={set('firstName')}
          name="firstName"
          autoComplete="off"
        />
        <TextField
          label={text.lastName}
          value={form.lastName}
          onChange={set('lastName')}
          name="lastName"
          autoComplete="off"
        />
        <SearchableSelect
          label={text.role}
          value={form.roleId === '' ? null : form.roleId}
          onChange={set('roleId')}
          options={roles.map((role) => ({ value: role.id, label: role.name }))}
        />
      </SimpleGrid>
      <Button type="submit" mt="4" colorPalette="brand" loading={busy}>
        {text.addUser}
      </Button>
    </Box>
  );
};
