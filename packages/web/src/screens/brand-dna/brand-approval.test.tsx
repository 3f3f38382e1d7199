import { createDemoMemoryAdapters } from '@estudio/adapters';
import { Messages } from '@estudio/domain/shared';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cleanEachTest } from '../../test/each-test.js';
import { dismissError } from '../../test/dialogs.js';
import { TEST_NOW } from '../../test/render-app.js';
import { BrandDnaTexts } from './brand-dna-texts.js';
import { CAFE, CAFE_NAME, loadBrand, open } from './brand-dna-screen.test-support.js';

const toggle = () => screen.getByRole<HTMLInputElement>('switch', { name: BrandDnaTexts.approval.label });

// docs/product.md, "Approval": 'Requiere aprobación' on the brand form, saved by brand/approval.
describe("/marca: 'Requiere aprobación'", () => {
  cleanEachTest();

  it('is off by default, and the Estratega turns it on and off through the server, stamped', async () => {
    const adapters = createDemoMemoryAdapters(TEST_NOW);
    const { user } = await open('Estratega', adapters);
    expect(screen.queryByRole('switch', { name: BrandDnaTexts.approval.label })).toBeNull();
    await loadBrand(user, CAFE, CAFE_NAME);
    expect(toggle().checked).toBe(false);
    await user.click(toggle());
    await waitFor(async () => expect((await adapters.brands.get(CAFE))?.requiresApproval).toBe(true));
    expect((await adapters.brands.get(CAFE))?.changedBy?.email).toBe('estratega@estudio.test');
    await waitFor(() => expect(toggle().checked).toBe(true));
    await user.click(toggle());
    await waitFor(async () => expect((await adapters.brands.get(CAFE))?.requiresApproval).toBe(false));
  });

  it('shows the failure and keeps the stored value when the save fails', async () => {
    const adapters = createDemoMemoryAdapters(TEST_NOW);
    const { user } = await open('Estratega', adapters);
    await loadBrand(user, CAFE, CAFE_NAME);
    adapters.brands.failNext('update');
    await user.click(toggle());
    await dismissError(user, Messages.review.saveApprovalFailed);
    expect((await adapters.brands.get(CAFE))?.requiresApproval).toBeUndefined();
    await waitFor(() => expect(toggle().checked).toBe(false));
  });
});
