import { requirementKind, type Requirement } from '@estudio/domain/requirements';
import type { SendRecord } from '@estudio/domain/scheduling';
import { Messages } from '@estudio/domain/shared';
import { ExternalServiceTexts } from '../texts.js';
import { demoPerson } from './demo-users.js';

/*
 * Three send records of Café Cumbre Andina, so that 'Envíos' is not empty on `npm start`
 * (docs/product.md, "Envíos" and "Demo data"): an older carousel sent to the sandbox, a video
 * refused by the pre-flight, and a carousel Metricool failed on (its page shows the warning).
 */

const BRAND = 'demo-cafe-cumbre-andina';
const HOUR = 3_600_000;

interface DemoSend {
  readonly id: string;
  readonly requirementId: string;
  readonly hoursBefore: number;
  readonly result: Pick<SendRecord, 'outcome' | 'postId' | 'sandbox' | 'reasons' | 'status'>;
}

const DEMO_SENDS: readonly DemoSend[] = [
  {
    id: 'demo-send-1',
    requirementId: 'demo-req-005',
    hoursBefore: 6 * 24,
    result: { outcome: 'sent', postId: '90000001', sandbox: true, reasons: [], status: null },
  },
  {
    id: 'demo-send-2',
    requirementId: 'demo-req-009',
    hoursBefore: 3 * 24,
    result: {
      outcome: 'refused',
      postId: null,
      sandbox: false,
      reasons: [Messages.scheduling.youtubeTitleRequired],
      status: null,
    },
  },
  {
    id: 'demo-send-3',
    requirementId: 'demo-req-004',
    hoursBefore: 26,
    result: {
      outcome: 'failed',
      postId: null,
      sandbox: false,
      reasons: [ExternalServiceTexts.metricoolDraftRefused(503, 'Service Unavailable')],
      status: 503,
    },
  },
];

/** The demo's send records, dated back from `day`, of the requirements they name (skipped if one is missing). */
export const demoSends = (requirements: readonly Requirement[], day: Date): SendRecord[] => {
  const sender = demoPerson('contenido');
  return DEMO_SENDS.flatMap(({ id, requirementId, hoursBefore, result }) => {
    const requirement = requirements.find((item) => item.brandId === BRAND && item.id === requirementId);
    if (requirement === undefined) return [];
    return [
      {
        id,
        brandId: BRAND,
        requirementId,
        title: requirement.title,
        kind: requirementKind(requirement.title) === 'video' ? 'video' : 'carousel',
        networks: [...requirement.selectedSocialNetwork],
        ...result,
        at: new Date(day.getTime() - hoursBefore * HOUR),
        by: { uid: sender.uid, email: sender.email },
      },
    ];
  });
};
