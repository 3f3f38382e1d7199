import { createDemoMemoryAdapters, type MemoryAdapters } from '@estudio/adapters';
import { type MediaFile, type StoredMedia, type UploadProgress } from '@estudio/domain/content';
import { Messages } from '@estudio/domain/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Location } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { UiTexts } from '@estudio/ui';
import { SELECTED_BRAND_KEY } from '../../shared/active-brand.js';
import { TEST_NOW, renderApp } from '../../test/render-app.js';
import { dismissError, gate } from '../../test/dialogs.js';
import { BrandDnaTexts } from './brand-dna-texts.js';
import { AppTexts, ContentTexts } from '../../shared/texts.js';

const text = BrandDnaTexts;
const CAFE = 'demo-cafe-cumbre-andina';
const CAFE_NAME = 'Café Cumbre Andina';

type Role = 'Estratega' | 'Administrador de marcas' | 'Diseñador';

const open = async (as: Role = 'Estratega', adapters: MemoryAdapters = createDemoMemoryAdapters(TEST_NOW)) => {
  const locations: Location[] = [];
  const rendered = await renderApp({
    path: '/marca',
    as,
    adapters,
    onLocation: (location) => locations.push(location),
  });
  return { ...rendered, user: userEvent.setup(), locations, here: () => locations.at(-1) };
};

const brandPicker = () => screen.getByLabelText<HTMLSelectElement>(text.brandPicker);
/** The control labelled `label` (a required field's label ends in its '*' mark). */
const field = <T extends HTMLElement = HTMLInputElement>(label: string) =>
  screen.getByLabelText<T>((content) => content.replace(/\s*\*$/, '') === label, {
    selector: 'input, textarea, select',
  });
const saveButton = () => screen.getByRole('button', { name: text.save });

/** Waits for the dropdown's brands, then picks one and waits for its answers in the form. */
const loadBrand = async (user: ReturnType<typeof userEvent.setup>, id: string, name: string) => {
  await waitFor(() => expect(within(brandPicker()).getByRole('option', { name })).toBeTruthy());
  await user.selectOptions(brandPicker(), id);
  await waitFor(() => expect(field(text.fields.brandName).value).toBe(name));
};

const fileOf = (name: string, type: string, size = 4096) => new File(['x'.repeat(size)], name, { type });

/** Holds every upload halfway until released, so the bars can be seen moving. */
const holdUploads = (adapters: MemoryAdapters) => {
  const original = adapters.storage.upload.bind(adapters.storage);
  const held = gate<void>();
  vi.spyOn(adapters.storage, 'upload').mockImplementation(
    async (path: string, file: MediaFile, onProgress?: (progress: UploadProgress) => void): Promise<StoredMedia> => {
      onProgress?.({ bytesTransferred: file.size / 2, totalBytes: file.size });
      await held.promise;
      return original(path, file, onProgress);
    },
  );
  return () => held.release();
};

const storedSelection = (): { id?: string } | null =>
  JSON.parse(window.localStorage.getItem(SELECTED_BRAND_KEY) ?? 'null') as { id?: string } | null;

beforeEach(() => window.localStorage.clear());

describe('/marca, the brand questionnaire', () => {
  it('is refused to a user without STRATEGY', async () => {
    await open('Diseñador');
    expect(await screen.findByText(Messages.access.forbidden)).toBeTruthy();
    expect(screen.queryByLabelText(text.brandPicker)).toBeNull();
    expect(screen.queryByRole('button', { name: text.save })).toBeNull();
  });

  it('loads a visible brand into every answer, the analysis of its manual shown', async () => {
    const { user } = await open();
    expect(within(brandPicker()).getAllByRole('option')[0]?.textContent).toBe(text.newBrand);
    await loadBrand(user, CAFE, CAFE_NAME);
    expect(field<HTMLTextAreaElement>(text.fields.missionPurpose).value).toMatch(/^Llevar a cada taza/);
    expect(field<HTMLSelectElement>(text.fields.communicationTone).value).toBe('amante');
    expect(field<HTMLSelectElement>(text.fields.campaignGoal).value).toBe('conexion');
    expect(screen.getByRole('checkbox', { name: 'Alcance' })).toHaveProperty('checked', true);
    expect(screen.getByRole('checkbox', { name: 'Conversiones' })).toHaveProperty('checked', false);
    expect(screen.getByRole('checkbox', { name: 'Instagram' })).toHaveProperty('checked', true);
    expect(screen.getByRole('checkbox', { name: 'LinkedIn' })).toHaveProperty('checked', false);
    expect(field<HTMLTextAreaElement>(text.fields.analysis).value).toMatch(/^El manual define una identidad/);
  });

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

  it('offers the 3 campaign goals, the 6 KPIs, the 13 archetypes and the 7 networks', async () => {
    await open();
    const options = (label: string) =>
      within(field<HTMLSelectElement>(label))
        .getAllByRole('option')
        .slice(1)
        .map((option) => option.textContent);
    expect(options(text.fields.campaignGoal)).toEqual(['Visibilidad', 'Conexión', 'Conversión']);
    expect(options(text.fields.communicationTone)).toHaveLength(13);
    const checkboxes = (group: string) =>
      within(screen.getByRole('group', { name: group }))
        .getAllByRole('checkbox')
        .map((box) => box.closest('label')?.textContent);
    expect(checkboxes(text.fields.kpis)).toEqual(Object.values(text.kpis));
    expect(checkboxes(text.fields.socialNetworks)).toEqual([
      'Facebook',
      'Instagram',
      'Threads',
      'LinkedIn',
      'Pinterest',
      'TikTok',
      'YouTube',
    ]);
  });

  it("says 'Error al cargar marcas.' when the brands cannot be read", async () => {
    const adapters = createDemoMemoryAdapters(TEST_NOW);
    vi.spyOn(adapters.brands, 'listVisible').mockRejectedValue(new Error('unavailable'));
    const { user } = await open('Estratega', adapters);
    await dismissError(user, Messages.brand.loadBrands);
    expect(screen.getByRole('alert').textContent).toBe(Messages.brand.loadBrands);
  });

  it("says 'Error al cargar los datos de la marca.' when the chosen brand cannot be read", async () => {
    const adapters = createDemoMemoryAdapters(TEST_NOW);
    const { user } = await open('Estratega', adapters);
    await waitFor(() => expect(within(brandPicker()).getByRole('option', { name: CAFE_NAME })).toBeTruthy());
    vi.spyOn(adapters.brands, 'get').mockRejectedValue(new Error('unavailable'));
    await user.selectOptions(brandPicker(), CAFE);
    await dismissError(user, Messages.brand.load);
    expect(field(text.fields.brandName).value).toBe('');
  });

  it('creates a new brand, active and owned by the caller, selects it and goes to /blueprint with its id', async () => {
    const { user, adapters, here } = await open();
    const before = (await adapters.brands.list()).length;
    await user.type(field(text.fields.brandName), 'Luna Verde');
    await user.type(field(text.fields.missionPurpose), 'Cuidar el bosque.');
    await user.selectOptions(field<HTMLSelectElement>(text.fields.communicationTone), 'explorador');
    await user.selectOptions(field<HTMLSelectElement>(text.fields.campaignGoal), 'visibilidad');
    await user.click(screen.getByText('Seguidores'));
    await user.click(screen.getByText('TikTok'));
    await user.click(saveButton());

    await waitFor(() => expect(here()?.pathname).toBe('/blueprint'));
    const all = await adapters.brands.list();
    expect(all).toHaveLength(before + 1);
    const created = all.find((brand) => brand.brandName === 'Luna Verde');
    expect(created).toMatchObject({
      owner: 'demo-estratega',
      status: 'active',
      missionPurpose: 'Cuidar el bosque.',
      communicationTone: 'explorador',
      campaignGoal: 'visibilidad',
      kpis: ['seguidores'],
      socialNetworks: ['TikTok'],
    });
    expect(here()?.search).toBe(`?brandId=${created?.id}`);
    expect(here()?.state).toMatchObject({ brandId: created?.id });
    expect(storedSelection()?.id).toBe(created?.id);
  });

  it("refuses to save without a brand name ('El campo 'Nombre de la marca' es obligatorio.'), saving nothing", async () => {
    const { user, adapters, here } = await open();
    const before = await adapters.brands.list();
    await user.type(field(text.fields.missionPurpose), 'Sin nombre.');
    await user.type(field(text.fields.brandName), '   ');
    await user.click(saveButton());
    await dismissError(user, Messages.brand.nameRequired);
    expect(await adapters.brands.list()).toEqual(before);
    expect(here()?.pathname).toBe('/marca');
    expect(field<HTMLTextAreaElement>(text.fields.missionPurpose).value).toBe('Sin nombre.');
  });

  it('updates a loaded brand in place and keeps its owner and status', async () => {
    const { user, adapters, here } = await open();
    await loadBrand(user, CAFE, CAFE_NAME);
    await user.clear(field(text.fields.competitors));
    await user.type(field(text.fields.competitors), 'Nadie');
    await user.click(saveButton());
    await waitFor(() => expect(here()?.search).toBe(`?brandId=${CAFE}`));
    expect(await adapters.brands.get(CAFE)).toMatchObject({
      competitors: 'Nadie',
      owner: 'demo-estratega',
      status: 'active',
      brandName: CAFE_NAME,
    });
  });

  it('shows the metrics id and link only with ADMIN_METRICS (marcas@ yes, estratega@ no)', async () => {
    await open('Administrador de marcas');
    expect(field(text.fields.idMetrics)).toBeTruthy();
    expect(field(text.fields.linkMetrics)).toBeTruthy();
  });

  it('hides the metrics fields from estratega@', async () => {
    const { user } = await open('Estratega');
    await loadBrand(user, CAFE, CAFE_NAME);
    expect(screen.queryByLabelText(text.fields.idMetrics)).toBeNull();
    expect(screen.queryByLabelText(text.fields.linkMetrics)).toBeNull();
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

  it("'Ver guía de comunicación' with no brand chosen says 'Debes seleccionar una marca para ver el blueprint.'", async () => {
    const { user, here } = await open();
    await user.click(screen.getByRole('button', { name: text.seeGuide }));
    await dismissError(user, ContentTexts.selectForBlueprint);
    expect(here()?.pathname).toBe('/marca');
  });

  it("'Ver guía de comunicación' goes to /blueprint carrying the chosen brand, and selects it", async () => {
    const { user, here } = await open();
    await loadBrand(user, CAFE, CAFE_NAME);
    await user.click(screen.getByRole('button', { name: text.seeGuide }));
    await waitFor(() => expect(here()?.pathname).toBe('/blueprint'));
    expect(here()?.search).toBe(`?brandId=${CAFE}`);
    expect(here()?.state).toMatchObject({ brandId: CAFE, brand: { id: CAFE, brandName: CAFE_NAME } });
    expect(storedSelection()?.id).toBe(CAFE);
  });

  it("opens on the shell's selected brand", async () => {
    const adapters = createDemoMemoryAdapters(TEST_NOW);
    window.localStorage.setItem(SELECTED_BRAND_KEY, JSON.stringify(await adapters.brands.get(CAFE)));
    await open('Estratega', adapters);
    await waitFor(() => expect(field(text.fields.brandName).value).toBe(CAFE_NAME));
    expect(brandPicker().value).toBe(CAFE);
  });

  it('asks before leaving with unsaved answers: stay keeps them, leave goes', async () => {
    const { user, here } = await open();
    await user.type(field(text.fields.brandName), 'A medias');
    const menuLink = () => screen.getByRole('link', { name: 'Academia' });

    await user.click(menuLink());
    const prompt = await screen.findByRole('alertdialog', { name: BrandDnaTexts.unsavedTitle });
    await user.click(within(prompt).getByRole('button', { name: text.keepEditing }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(here()?.pathname).toBe('/marca');
    expect(field(text.fields.brandName).value).toBe('A medias');

    await user.click(menuLink());
    const again = await screen.findByRole('alertdialog', { name: BrandDnaTexts.unsavedTitle });
    await user.click(within(again).getByRole('button', { name: text.leave }));
    await waitFor(() => expect(here()?.pathname).toBe('/academy'));
  });

  it('leaves without asking when nothing changed, and asks the browser before unloading with changes', async () => {
    const { user, here } = await open();
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(unload()).toBe(false);
    await user.type(field(text.fields.keywords), 'cercana');
    expect(unload()).toBe(true);
    await user.clear(field(text.fields.keywords));
    expect(unload()).toBe(false);
    await user.click(screen.getByRole('link', { name: 'Academia' }));
    await waitFor(() => expect(here()?.pathname).toBe('/academy'));
  });

  it('asks before another brand replaces unsaved answers', async () => {
    const { user } = await open();
    await user.type(field(text.fields.brandName), 'Borrador');
    await waitFor(() => expect(within(brandPicker()).getByRole('option', { name: CAFE_NAME })).toBeTruthy());
    await user.selectOptions(brandPicker(), CAFE);
    const prompt = await screen.findByRole('alertdialog', { name: BrandDnaTexts.unsavedTitle });
    await user.click(within(prompt).getByRole('button', { name: text.keepEditing }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(field(text.fields.brandName).value).toBe('Borrador');
    await user.selectOptions(brandPicker(), CAFE);
    await user.click(
      within(await screen.findByRole('alertdialog', { name: BrandDnaTexts.unsavedTitle })).getByRole('button', {
        name: text.leave,
      }),
    );
    await waitFor(() => expect(field(text.fields.brandName).value).toBe(CAFE_NAME));
  });
});
