import { Box } from '@chakra-ui/react';
import type { Brand } from '@estudio/domain/brands';
import { Messages } from '@estudio/domain/shared';
import { SwitchField } from '@estudio/ui';
import { messageOf, useDialogs } from '../../shared/dialogs.js';
import { useBrandApproval } from './api/brand-approval.js';
import { BrandDnaTexts } from './brand-dna-texts.js';

/** 'Requiere aprobación' of a stored brand: changeable with SAVE_BRAND, shown to everyone who opens the form. */
export const BrandApprovalSwitch = ({ brand, maySave }: { readonly brand: Brand; readonly maySave: boolean }) => {
  const { showError } = useDialogs();
  const save = useBrandApproval(brand.id);
  const checked = save.isPending ? save.variables : brand.requiresApproval === true;
  return (
    <Box bg="bg.panel" borderWidth="1px" borderColor="border" borderRadius="card" p={{ base: '4', md: '6' }}>
      <SwitchField
        // A refused save shows the stored value again: the switch is drawn anew from it.
        key={save.isError ? `refused-${save.submittedAt}` : 'stored'}
        label={BrandDnaTexts.approval.label}
        name="requiresApproval"
        checked={checked}
        helperText={BrandDnaTexts.approval.help}
        readOnly={!maySave}
        disabled={save.isPending}
        onCheckedChange={(next) =>
          save.mutate(next, { onError: (error) => showError(messageOf(error, Messages.review.saveApprovalFailed)) })
        }
      />
    </Box>
  );
};
