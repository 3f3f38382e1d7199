// Says that the AI answers come from the offline demo model, wherever the console shows them:
// a labelled pill (the text is the cue, the colour only underlines it) with an explanation
// on hover and for screen readers. Not a live region (role status): it is a standing label,
// and the screens' own loading statuses must stay the only ones in the main area.
import { Box } from '@chakra-ui/react';
import { Messages } from '@estudio/domain/shared';
import { UiTexts } from '../../ui-texts.js';

export interface DemoModelBadgeProps {
  /** The model's name as the server reports it (e.g. 'demo/estudio'), added to the explanation. */
  readonly model?: string;
}

export const DemoModelBadge = ({ model }: DemoModelBadgeProps) => {
  const hint = model ? `${UiTexts.demoModel.hint} (${model})` : UiTexts.demoModel.hint;
  return (
    // Drawn with style props, not Chakra's Badge: its recipe is not in the console's system (theme/system.ts).
    <Box
      as="span"
      display="inline-flex"
      alignItems="center"
      flexShrink={0}
      whiteSpace="nowrap"
      px="2"
      py="0.5"
      borderRadius="full"
      bg="orange.subtle"
      color="orange.fg"
      borderWidth="1px"
      borderColor="orange.muted"
      fontSize="xs"
      fontWeight="semibold"
      lineHeight="1.25"
      title={hint}
      aria-description={hint}
      data-testid="demo-model-badge"
    >
      {Messages.ai.demoModelBadge}
    </Box>
  );
};
