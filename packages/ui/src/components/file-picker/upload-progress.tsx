// The bar shown while a file uploads (docs/product.md, "Uploads and storage paths": "shows progress while running").
import { HStack, Progress } from '@chakra-ui/react';
import { UiTexts } from '../../ui-texts.js';

export interface UploadProgressProps {
  /** Percentage uploaded, 0-100; values outside are clamped, NaN counts as 0. */
  readonly value: number;
  /** Accessible name of the bar. */
  readonly label?: string;
}

/** 0-100, whole numbers: the bar and aria-valuenow never show 40.0000001. */
export const clampPercent = (value: number): number =>
  Number.isFinite(value) ? Math.round(Math.min(100, Math.max(0, value))) : 0;

export const UploadProgress = ({ value, label = UiTexts.upload.progress }: UploadProgressProps) => {
  const percent = clampPercent(value);
  return (
    <Progress.Root value={percent} min={0} max={100} size="sm" colorPalette="brand" width="full">
      <HStack gap="3">
        <Progress.Track flex="1" aria-label={label}>
          <Progress.Range />
        </Progress.Track>
        <Progress.ValueText minW="10" textAlign="end">{`${percent} %`}</Progress.ValueText>
      </HStack>
    </Progress.Root>
  );
};
