import { createDemoMemoryAdapters, type MemoryAdapters } from '@estudio/adapters';
import { Messages } from '@estudio/domain/shared';
import { UiTexts } from '@estudio/ui';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CommentTexts } from '../../shared/texts.js';
import { cleanEachTest } from '../../test/each-test.js';
import { TEST_NOW, accountOf, renderApp } from '../../test/render-app.js';
import { CUMBRE, open } from './carousel-screen.test-support.js';

/** Café Cumbre Andina's carousel the demo's conversation is on (the Estratega asks, the Diseñador answers). */
const DISCUSSED = 'demo-req-016';

const uidOf = async (adapters: MemoryAdapters, role: string): Promise<string> => {
  const user = await adapters.users.findByEmail(accountOf(role).email);
  if (user === null) throw new Error(`no user for ${role}`);
  return user.uid;
};

const thread = () => screen.findByRole('region', { name: CommentTexts.requirementThread });
const box = () => screen.getByRole('combobox', { name: UiTexts.discussion.box });

// The comments of a requirement's detail and the lists' counts (docs/product.md, "Comments").
describe('comments on a carousel', () => {
  cleanEachTest();

  it('shows who wrote, when (es-ES, Bogotá) and the text with its mentions; what is new is marked, and opening marks it read', async () => {
    const adapters = createDemoMemoryAdapters(TEST_NOW);
    await open('Gestor de contenido', adapters, DISCUSSED);
    const region = within(await thread());
    const items = await region.findAllByRole('listitem');
    expect(items).toHaveLength(2);
    const [first, second] = adapters.comments.all().filter((comment) => comment.target.id === DISCUSSED);
    const firstItem = within(items[0]!);
    expect(firstItem.getByText(first!.author.name)).toBeTruthy();
    // 30 hours before the demo's day: Bogotá's time, es-ES.
    const time = items[0]!.querySelector('time');
    expect(time?.getAttribute('dateTime')).toBe(first!.createdAt.toISOString());
    expect(time?.textContent).toBe(
      new Intl.DateTimeFormat('es-ES', {
        day: '2-digit',
        month: '2-digit',
        year: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
        hour12: false,
        timeZone: 'America/Bogota',
      }).format(first!.createdAt),
    );
    // The manager is mentioned in the first: highlighted, named by their e-mail.
    const mention = items[0]!.querySelector('mark');
    expect(mention?.textContent).toBe(`@${first!.mentions[0]!.name}`);
    expect(mention?.getAttribute('data-mention')).toBe(accountOf('Gestor de contenido').email);
    expect(within(items[1]!).getByText(second!.author.name)).toBeTruthy();
    expect(region.getAllByText(UiTexts.discussion.isNew)).toHaveLength(2);

    const uid = await uidOf(adapters, 'Gestor de contenido');
    await waitFor(async () =>
      expect(Object.keys(await adapters.comments.readMarks(CUMBRE, uid))).toEqual([`requirement:${DISCUSSED}`]),
    );
  });

  it("suggests the brand's people after '@', and 'Comentar' stores the comment with its mention", async () => {
    const adapters = createDemoMemoryAdapters(TEST_NOW);
    const { user } = await open('Gestor de contenido', adapters, DISCUSSED);
    await thread();
    expect(screen.getByRole('button', { name: UiTexts.discussion.submit })).toHaveProperty('disabled', true);
    await user.type(box(), 'Listo @lu');
    const options = within(screen.getByRole('listbox', { name: UiTexts.discussion.people })).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([expect.stringContaining('disenador@estudio.test')]);
    await user.keyboard('{Enter}');
    expect((box() as HTMLTextAreaElement).value).toBe('Listo @disenador@estudio.test ');
    await user.type(box(), 'revisa el cierre');
    await user.click(screen.getByRole('button', { name: UiTexts.discussion.submit }));

    const region = within(await thread());
    await waitFor(() => expect(region.getAllByRole('listitem')).toHaveLength(3));
    expect((box() as HTMLTextAreaElement).value).toBe('');
    const added = adapters.comments.all().at(-1);
    expect(added).toMatchObject({
      brandId: CUMBRE,
      target: { kind: 'requirement', id: DISCUSSED },
      text: 'Listo @disenador@estudio.test revisa el cierre',
      author: { email: accountOf('Gestor de contenido').email },
    });
    expect(added?.mentions.map((person) => person.email)).toEqual(['disenador@estudio.test']);
    expect(region.getAllByRole('listitem')[2]?.querySelector('mark')?.textContent).toBe('@disenador@estudio.test');
  });

  it('keeps the text and says why when the server refuses, storing nothing', async () => {
    const adapters = createDemoMemoryAdapters(TEST_NOW);
    const { user } = await open('Diseñador', adapters, DISCUSSED);
    await thread();
    adapters.comments.failNext('add');
    await user.type(box(), 'Otra idea');
    await user.click(screen.getByRole('button', { name: UiTexts.discussion.submit }));
    expect(await screen.findByText(Messages.comments.add)).toBeTruthy();
    expect((box() as HTMLTextAreaElement).value).toBe('Otra idea');
    expect(adapters.comments.all()).toHaveLength(3);
  });

  it('the requirements list shows how many comments are new for each reader, and none once the thread was read', async () => {
    const adapters = createDemoMemoryAdapters(TEST_NOW);
    const title = (await adapters.requirements.get(CUMBRE, DISCUSSED))?.title ?? '';
    const rendered = await renderApp({ path: '/requirements', as: 'Gestor de contenido', adapters });
    const badge = await screen.findByRole('img', { name: UiTexts.discussion.newCount(2) });
    expect(badge.closest('td')?.textContent).toContain(title);
    // Rows without new comments show none.
    expect(screen.getAllByTestId('new-comments')).toHaveLength(1);
    rendered.unmount();

    const designer = await renderApp({ path: '/requirements', as: 'Diseñador', adapters });
    // The Diseñador wrote the second: only the Estratega's is new for them.
    expect(await screen.findByRole('img', { name: UiTexts.discussion.newCount(1) })).toBeTruthy();
    designer.unmount();

    const detail = await open('Gestor de contenido', adapters, DISCUSSED);
    await thread();
    const uid = await uidOf(adapters, 'Gestor de contenido');
    await waitFor(async () => expect(Object.keys(await adapters.comments.readMarks(CUMBRE, uid))).toHaveLength(1));
    detail.unmount();

    await renderApp({ path: '/requirements', as: 'Gestor de contenido', adapters });
    expect(await screen.findByRole('link', { name: title })).toBeTruthy();
    // The counts are read after the rows: give them the time they took above.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(screen.queryAllByTestId('new-comments')).toHaveLength(0);
  });
});
