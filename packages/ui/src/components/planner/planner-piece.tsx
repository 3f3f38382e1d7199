// One piece of the planner (docs/product.md, "Calendario"): a chip coloured by its status,
// with its kind's icon, its time, its title and the caller's adornment (the brand review's
// badge). A button named by its title alone (the kind, status, time and the adornment's label
// are its description): a click opens
// the piece; it can be dragged to a day; the arrow keys start a move by days (planner.tsx).
import { chakra } from '@chakra-ui/react';
import type { RequirementStatus } from '@estudio/domain/requirements';
import type { DragEvent, KeyboardEvent, ReactNode } from 'react';
import { statusTone } from '../status-badge/status-badge.js';
import { KindIcon, type PlannerKind } from './planner-icons.js';

export type { PlannerKind };

/** What a chip shows of a piece. */
export interface PlannerPieceData {
  readonly id: string;
  readonly title: string;
  readonly kind: PlannerKind;
  readonly status: RequirementStatus;
  /** 'HH:mm' (Bogotá), or null for a piece without a date. */
  readonly time: string | null;
}

/** What a caller adds to a piece's chip: a small mark, and the words that say it. */
export interface PlannerAdornment {
  /** Drawn in the chip, beside the time; hidden from assistive technology, which reads `label`. */
  readonly node: ReactNode;
  /** Said in the chip's description and tooltip ('Revisión de marca: Pasa'). */
  readonly label: string;
}

export interface PlannerPieceProps {
  readonly piece: PlannerPieceData;
  /** The kind's word, for assistive technology ('Carrusel'). */
  readonly kindLabel: string;
  /** Its keyboard move is under way: the chip is marked. */
  readonly moving?: boolean;
  /** Being saved: dimmed. */
  readonly saving?: boolean;
  /** In a narrow day: the icon and time above the title, which may take two lines. */
  readonly stacked?: boolean;
  readonly adornment?: PlannerAdornment | null;
  readonly onOpen: (id: string) => void;
  readonly onDragStart: (id: string, event: DragEvent<HTMLElement>) => void;
  readonly onKeyDown: (id: string, event: KeyboardEvent<HTMLElement>) => void;
}

const Chip = chakra('button');

export const PlannerPiece = ({
  piece,
  kindLabel,
  moving = false,
  saving = false,
  stacked = false,
  adornment = null,
  onOpen,
  onDragStart,
  onKeyDown,
}: PlannerPieceProps) => {
  const tone = statusTone(piece.status);
  const said = adornment === null ? '' : ` · ${adornment.label}`;
  return (
    <Chip
      type="button"
      draggable
      data-piece={piece.id}
      data-status={piece.status}
      data-moving={moving ? 'true' : undefined}
      aria-description={`${kindLabel} · ${piece.status}${piece.time === null ? '' : ` · ${piece.time}`}${said}`}
      title={`${piece.title} · ${piece.status}${said}`}
      onClick={() => onOpen(piece.id)}
      onDragStart={(event) => onDragStart(piece.id, event)}
      onKeyDown={(event) => onKeyDown(piece.id, event)}
      display="flex"
      flexDirection={stacked ? 'column' : 'row'}
      alignItems={stacked ? 'flex-start' : 'center'}
      gap={stacked ? '0.5' : '1.5'}
      width="100%"
      minW="0"
      minH="7"
      px="2"
      py="1"
      borderRadius="md"
      borderWidth="1px"
      borderLeftWidth="3px"
      bg={`status.${tone}.bg`}
      color={`status.${tone}.fg`}
      borderColor={`status.${tone}.border`}
      fontSize="xs"
      fontWeight="medium"
      textAlign="start"
      cursor="grab"
      opacity={saving ? 0.6 : 1}
      outline={moving ? '2px dashed' : undefined}
      outlineColor={moving ? 'colorPalette.solid' : undefined}
      outlineOffset="1px"
      colorPalette="brand"
      transition="box-shadow 0.15s, transform 0.15s"
      _hover={{ boxShadow: 'sm', transform: 'translateY(-1px)' }}
      _focusVisible={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '1px' }}
      _active={{ cursor: 'grabbing' }}
    >
      <chakra.span
        display="flex"
        alignItems="center"
        gap="1.5"
        flexShrink={0}
        // In a narrow day the adornment goes under the time rather than past the chip's edge.
        {...(stacked ? { flexWrap: 'wrap' as const, rowGap: '0.5', maxW: '100%' } : {})}
      >
        <KindIcon kind={piece.kind} />
        {piece.time === null ? null : (
          // Said in the description: the piece's name is its title alone.
          <chakra.span fontVariantNumeric="tabular-nums" opacity={0.85} aria-hidden="true">
            {piece.time}
          </chakra.span>
        )}
        {adornment === null ? null : (
          <chakra.span display="inline-flex" aria-hidden="true" data-piece-adornment="">
            {adornment.node}
          </chakra.span>
        )}
      </chakra.span>
      <chakra.span
        minW="0"
        data-piece-title=""
        {...(stacked
          ? { lineClamp: 2, wordBreak: 'break-word' as const }
          : { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' })}
      >
        {piece.title}
      </chakra.span>
    </Chip>
  );
};
