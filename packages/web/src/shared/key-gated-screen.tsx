import { Box } from '@chakra-ui/react';
import { can, type PermissionKey } from '@estudio/domain/accounts';
import { Messages } from '@estudio/domain/shared';
import { PageHeader } from '@estudio/ui';
import type { ReactNode } from 'react';
import { useSession } from './session.js';

/**
 * A screen behind one permission key: its title always, then the screen, or the refusal
 * when the signed-in user lacks the key (the menu hides it; the route stays guarded).
 */
export const KeyGatedScreen = ({
  title,
  permission,
  children,
}: {
  readonly title: string;
  readonly permission: PermissionKey;
  readonly children: ReactNode;
}) => {
  const { actor } = useSession();
  return (
    <>
      <PageHeader title={title} />
      {can(actor, permission) ? (
        children
      ) : (
        <Box role="alert" color="fg.error">
          {Messages.access.forbidden}
        </Box>
      )}
    </>
  );
};
