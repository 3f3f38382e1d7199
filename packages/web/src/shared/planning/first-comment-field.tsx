import { Field, Textarea } from '@chakra-ui/react';
import type { SocialNetwork } from '@estudio/domain/brands';
import { FIRST_COMMENT_MAX, takesFirstComment } from '@estudio/domain/scheduling';
import { PlanningTexts } from './planning-texts.js';

export interface FirstCommentFieldProps {
  readonly value: string;
  readonly onChange: (value: string) => void;
  /** The networks chosen in the panel: the help says on which of them the comment goes. */
  readonly networks: readonly SocialNetwork[];
  readonly disabled?: boolean;
}

/** 'Facebook, Instagram y LinkedIn'. */
const listed = (names: readonly string[]): string =>
  names.length <= 1 ? names.join('') : `${names.slice(0, -1).join(', ')} y ${names[names.length - 1]}`;

/**
 * 'Primer comentario' (docs/product.md, "Scheduling (Metricool)", "Best time and first comment"):
 * optional; Metricool publishes it under the post on the chosen networks that take one, which
 * the help names. The count is in characters as a person counts them; the server holds the cap.
 */
export const FirstCommentField = ({ value, onChange, networks, disabled = false }: FirstCommentFieldProps) => {
  const taking = networks.filter(takesFirstComment);
  const count = [...value].length;
  return (
    <Field.Root disabled={disabled} invalid={count > FIRST_COMMENT_MAX}>
      <Field.Label>{PlanningTexts.firstComment}</Field.Label>
      <Textarea
        value={value}
        bg="bg"
        colorPalette="brand"
        autoresize
        rows={2}
        onChange={(event) => onChange(event.target.value)}
      />
      <Field.HelperText>
        {taking.length > 0 ? PlanningTexts.firstCommentNetworks(listed(taking)) : PlanningTexts.firstCommentNoNetwork}{' '}
        {PlanningTexts.firstCommentCount(count, FIRST_COMMENT_MAX)}
      </Field.HelperText>
    </Field.Root>
  );
};
