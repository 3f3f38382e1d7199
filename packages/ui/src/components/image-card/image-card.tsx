// A carousel image with its validation mark (docs/product.md, "Carousels"): clicking the mark shows
// the alignment percentage and the validator's description under the image.
import { Box, Card, Image, Stack, Text } from '@chakra-ui/react';
import type { ImageValidation } from '@estudio/domain/requirements';
import { useId, useState, type ReactNode } from 'react';
import { formatPercent } from '../../format/es-format.js';
import { ValidationMark } from './validation-mark.js';

export interface ImageCardProps {
  readonly src: string;
  /** Describes the image for screen readers. */
  readonly alt: string;
  /** Caption under the image, e.g. 'Guía 1'. */
  readonly title?: string;
  /** The design validation; no mark before the image has been validated. */
  readonly validation?: ImageValidation | null;
  /** Show the validation details from the start. */
  readonly defaultDetailsOpen?: boolean;
  /** Buttons of the card (replace image, validate...). */
  readonly actions?: ReactNode;
}

export const ImageCard = ({ src, alt, title, validation, defaultDetailsOpen = false, actions }: ImageCardProps) => {
  const detailsId = useId();
  const [open, setOpen] = useState(defaultDetailsOpen);
  const validated = validation !== undefined && validation !== null;
  return (
    <Card.Root variant="outline" borderRadius="card" overflow="hidden" maxW="sm">
      <Box position="relative">
        <Image src={src} alt={alt} width="full" aspectRatio="square" objectFit="cover" bg="bg.muted" />
        {validated && (
          <Box position="absolute" top="2" insetEnd="2">
            <ValidationMark
              alineacion={validation.alineacion}
              expanded={open}
              onToggle={() => setOpen((shown) => !shown)}
              controls={open ? detailsId : undefined}
            />
          </Box>
        )}
      </Box>
      {(title !== undefined || (validated && open) || actions !== undefined) && (
        <Card.Body gap="2" p="3">
          {title !== undefined && <Text fontWeight="medium">{title}</Text>}
          {validated && open && (
            <Stack id={detailsId} gap="1" fontSize="sm" role="region" aria-label="Detalle de la validación">
              <Text fontWeight="semibold">{`Alineación: ${formatPercent(validation.alineacion)}`}</Text>
              <Text color="fg.muted">{validation.descripcion}</Text>
            </Stack>
          )}
          {actions}
        </Card.Body>
      )}
    </Card.Root>
  );
};
