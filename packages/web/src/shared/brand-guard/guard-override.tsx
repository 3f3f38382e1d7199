import type { Brand } from '@estudio/domain/brands';
import { blockingFindings } from '@estudio/domain/content';
import { GuardOverrideDialog } from '@estudio/ui';
import { useState, type ReactNode } from 'react';
import { wholeRequirement, type GuardedPiece } from './guard-findings.js';

/** What 'Programar publicación' sends: with the reason when the sender overrode blocking findings. */
export type Send = (overrideReason?: string) => void;

interface Asking {
  readonly findings: readonly string[];
  readonly send: Send;
}

/**
 * 'Programar publicación' of a piece with blocking findings (docs/product.md, "Revisión de marca"):
 * `sendChecked(requirement, brand, send)` sends at once when the stored piece has none; otherwise
 * the dialog lists them and asks for the reason first ('Enviar con excepción'), and sends with it.
 * The server checks again and refuses without a valid reason; that refusal shows as any other.
 */
export const useGuardOverride = (): {
  readonly sendChecked: (piece: GuardedPiece, brand: Brand, send: Send) => void;
  readonly dialog: ReactNode;
} => {
  const [asking, setAsking] = useState<Asking | null>(null);
  const sendChecked = (piece: GuardedPiece, brand: Brand, send: Send) => {
    const findings = blockingFindings(wholeRequirement(piece), brand);
    if (findings.length === 0) send();
    else setAsking({ findings, send });
  };
  const dialog = (
    <GuardOverrideDialog
      open={asking !== null}
      findings={asking?.findings ?? []}
      onConfirm={(reason) => {
        const send = asking?.send;
        setAsking(null);
        send?.(reason.trim());
      }}
      onCancel={() => setAsking(null)}
    />
  );
  return { sendChecked, dialog };
};
