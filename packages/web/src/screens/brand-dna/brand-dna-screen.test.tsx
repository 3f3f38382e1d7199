import { createDemoMemoryAdapters } from '@estudio/adapters';
import { Messages } from '@estudio/domain/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SELECTED_BRAND_KEY } from '../../shared/active-brand.js';
import { TEST_NOW } from '../../test/render-app.js';
import { dismissError } from '../../test/dialogs.js';
import { BrandDnaTexts } from './brand-dna-texts.js';
import { ContentTexts } from '../../shared/texts.js';
import {
  CAFE,
  CAFE_NAME,
  brandPicker,
  field,
  loadBrand,
  open,
  saveButton,
  storedSelection,
} from './brand-dna-screen.test-support.js';

const text = BrandDnaTexts;

// The questionnaire's answers: loading a brand, saving it, going on to its guide, leaving unsaved.
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
    const prompt = await screen.findByRole('alertdialog', { name: ContentTexts.unsavedTitle });
    await user.click(within(prompt).getByRole('button', { name: ContentTexts.keepEditing }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(here()?.pathname).toBe('/marca');
    expect(field(text.fields.brandName).value).toBe('A medias');

    await user.click(menuLink());
    const again = await screen.findByRole('alertdialog', { name: ContentTexts.unsavedTitle });
    await user.click(within(again).getByRole('button', { name: ContentTexts.leave }));
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
    const prompt = await screen.findByRole('alertdialog', { name: ContentTexts.unsavedTitle });
    await user.click(within(prompt).getByRole('button', { name: ContentTexts.keepEditing }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(field(text.fields.brandName).value).toBe('Borrador');
    await user.selectOptions(brandPicker(), CAFE);
    await user.click(
      within(await screen.findByRole('alertdialog', { name: ContentTexts.unsavedTitle })).getByRole('button', {
        name: ContentTexts.leave,
      }),
    );
    await waitFor(() => expect(field(text.fields.brandName).value).toBe(CAFE_NAME));
  });
});
