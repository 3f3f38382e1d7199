import { createDemoMemoryAdapters } from '@estudio/adapters';
import { Messages } from '@estudio/domain/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { UiTexts } from '@estudio/ui';
import { TEST_NOW } from '../../test/render-app.js';
import { dismissError } from '../../test/dialogs.js';
import { holdUploads } from '../../test/uploads.js';
import { BrandDnaTexts } from './brand-dna-texts.js';
import { AppTexts } from '../../shared/texts.js';
import { CAFE, CAFE_NAME, field, fileOf, loadBrand, open, saveButton } from './brand-dna-screen.test-support.js';

const text = BrandDnaTexts;

// The brand's files: the key visual and the brand manual, uploaded with the answers, and the manual's analysis.
beforeEach(() => window.localStorage.clear());

describe('/marca, the brand questionnaire', () => {
  it('names the stored manual by the file name the user gave it, not its storage path', async () => {
    const adapters = createDemoMemoryAdapters(TEST_NOW);
    await adapters.brands.update(CAFE, {
      brandManualUrl: `http://127.0.0.1:9199/v0/b/demo.appspot.com/o/brandManuals%2F${CAFE}%2FVxdyjBcemQsTa2NlWtyf-manual%20de%20marca.pdf?alt=media`,
      updatedAt: new Date(TEST_NOW),
    });
    const { user } = await open('Estratega', adapters);
    await loadBrand(user, CAFE, CAFE_NAME);
    const manual = screen.getByRole('group', { name: text.fields.brandManual });
    expect(within(manual).getByText('manual de marca.pdf')).toBeTruthy();
    expect(manual.textContent).not.toContain('brandManuals');
  });

  it('uploads the key visual and the manual with a progress bar each, analyses the manual and keeps the analysis', async () => {
    const adapters = createDemoMemoryAdapters(TEST_NOW);
    const release = holdUploads(adapters);
    let answer: (body: unknown) => void = () => undefined;
    adapters.ai.respondOnce(
      'analyzeBrandManual',
      () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    );
    const { user, here } = await open('Estratega', adapters);
    await loadBrand(user, CAFE, CAFE_NAME);
    await user.upload(field(text.fields.keyVisual), fileOf('portada.png', 'image/png'));
    await user.upload(field(text.fields.brandManual), fileOf('manual.pdf', 'application/pdf'));
    await user.click(saveButton());

    const manualBar = await within(screen.getByRole('group', { name: text.fields.brandManual })).findByRole(
      'progressbar',
    );
    await waitFor(() => expect(manualBar.getAttribute('aria-valuenow')).toBe('50'));
    expect(screen.getByRole('status').textContent).toContain(BrandDnaTexts.analyzing);
    await act(async () => release());
    await waitFor(() => expect(adapters.ai.callsTo('analyzeBrandManual')).toHaveLength(1));
    expect(manualBar.getAttribute('aria-valuenow')).toBe('100');
    expect(screen.getByRole('status').textContent).toContain(BrandDnaTexts.analyzing);
    await act(async () => answer({ analysis: 'Identidad cálida, tipografía serif.' }));

    await waitFor(() => expect(here()?.pathname).toBe('/blueprint'));
    const saved = await adapters.brands.get(CAFE);
    expect(saved?.analysis).toBe('Identidad cálida, tipografía serif.');
    const paths = adapters.storage.list().map((object) => object.path);
    expect(paths.find((path) => path.startsWith(`keyVisuals/${CAFE}/`))).toMatch(/-portada\.png$/);
    expect(paths.find((path) => path.startsWith(`brandManuals/${CAFE}/`))).toMatch(/-manual\.pdf$/);
    // The URL the server derived for that object (a download URL of this project's bucket).
    expect(saved?.keyVisualDocUrl).toMatch(new RegExp(`/o/keyVisuals%2F${CAFE}%2F[^/?]+-portada\\.png\\?alt=media`));
  });

  it('shows the key visual bar moving while it uploads', async () => {
    const adapters = createDemoMemoryAdapters(TEST_NOW);
    const release = holdUploads(adapters);
    const { user, here } = await open('Estratega', adapters);
    await user.type(field(text.fields.brandName), 'Marca con key visual');
    await user.upload(field(text.fields.keyVisual), fileOf('kv.pdf', 'application/pdf', 1000));
    await user.click(saveButton());
    const bar = await within(screen.getByRole('group', { name: text.fields.keyVisual })).findByRole('progressbar');
    await waitFor(() => expect(bar.getAttribute('aria-valuenow')).toBe('50'));
    expect(screen.getByRole('status').textContent).toContain(BrandDnaTexts.saving);
    await act(async () => release());
    await waitFor(() => expect(here()?.pathname).toBe('/blueprint'));
  });

  it("'Cancelar subida' beside the manual's bar stops the save: only the cancel notice, no analysis, the brand as it was", async () => {
    const adapters = createDemoMemoryAdapters(TEST_NOW);
    adapters.storage.holdUploads();
    adapters.ai.respond('analyzeBrandManual', { analysis: 'Identidad cálida, tipografía serif.' });
    const { user, here } = await open('Estratega', adapters);
    await loadBrand(user, CAFE, CAFE_NAME);
    const before = await adapters.brands.get(CAFE);
    await user.clear(field(text.fields.competitors));
    await user.type(field(text.fields.competitors), 'Otros');
    await user.upload(field(text.fields.keyVisual), fileOf('portada.png', 'image/png'));
    await user.upload(field(text.fields.brandManual), fileOf('manual.pdf', 'application/pdf'));
    await user.click(saveButton());

    const manualGroup = within(screen.getByRole('group', { name: text.fields.brandManual }));
    const bar = await manualGroup.findByRole('progressbar');
    await waitFor(() => expect(bar.getAttribute('aria-valuenow')).toBe('50'));
    const cancel = manualGroup.getByRole('button', { name: UiTexts.filePicker.cancel });
    // The files are not covered by the busy overlay: the button can be reached.
    expect(cancel.closest('[inert]')).toBeNull();
    // Only the upload under way offers it (the key visual waits its turn).
    const keyVisualGroup = within(screen.getByRole('group', { name: text.fields.keyVisual }));
    expect(keyVisualGroup.queryByRole('button', { name: UiTexts.filePicker.cancel })).toBeNull();
    await user.click(cancel);

    const modal = await screen.findByRole('dialog', { name: AppTexts.infoTitle });
    expect(within(modal).getByText(Messages.media.uploadCancelled)).toBeTruthy();
    await user.click(within(modal).getByRole('button', { name: UiTexts.dialogs.ok }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    adapters.storage.releaseUploads();
    expect(adapters.storage.list()).toEqual([]);
    expect(adapters.ai.callsTo('analyzeBrandManual')).toEqual([]);
    expect(await adapters.brands.get(CAFE)).toEqual(before);
    expect(here()?.pathname).toBe('/marca');
    expect(screen.queryByRole('progressbar')).toBeNull();
    // The answers and the picked files stay: saved again, it goes through.
    expect(field(text.fields.competitors).value).toBe('Otros');
    await user.click(saveButton());
    await waitFor(() => expect(here()?.pathname).toBe('/blueprint'));
    expect((await adapters.brands.get(CAFE))?.competitors).toBe('Otros');
  });

  it('refuses an SVG key visual on the spot, and uploads nothing', async () => {
    const { user, adapters } = await open();
    await user.upload(field(text.fields.keyVisual), fileOf('logo.svg', 'image/svg+xml'));
    expect(await screen.findByText(Messages.brand.keyVisualType)).toBeTruthy();
    expect(adapters.storage.list()).toEqual([]);
  });

  it("says 'Error al analizar el manual de marca.' when the analysis fails, and changes nothing else", async () => {
    const adapters = createDemoMemoryAdapters(TEST_NOW);
    adapters.ai.respondOnce('analyzeBrandManual', new Error('model down'));
    const { user, here } = await open('Estratega', adapters);
    await loadBrand(user, CAFE, CAFE_NAME);
    const before = await adapters.brands.get(CAFE);
    await user.clear(field(text.fields.competitors));
    await user.type(field(text.fields.competitors), 'Otros');
    await user.upload(field(text.fields.keyVisual), fileOf('portada.png', 'image/png'));
    await user.upload(field(text.fields.brandManual), fileOf('manual.pdf', 'application/pdf'));
    await user.click(saveButton());

    await dismissError(user, Messages.brand.analyzeManual);
    expect(await adapters.brands.get(CAFE)).toEqual(before);
    // Both files are sent before the one save on the server, which analyses the manual: the key
    // visual stays in its folder referenced by nothing, like an upload cancelled after its last byte.
    const sent = adapters.storage.list().filter((object) => object.path.startsWith(`keyVisuals/${CAFE}/`));
    expect(sent).toHaveLength(1);
    const referenced = (await adapters.brands.list()).map((brand) => brand.keyVisualDocUrl ?? '');
    expect(referenced.some((url) => sent.some((object) => url.includes(encodeURIComponent(object.path))))).toBe(false);
    expect(here()?.pathname).toBe('/marca');
    // The answers stay as typed, to save again.
    expect(field(text.fields.competitors).value).toBe('Otros');
    expect(screen.queryByRole('status')).toBeNull();
  });
});
