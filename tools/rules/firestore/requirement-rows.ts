// brands/{id}/requirements/{id}: who reads them (one brand, the lists' queries, every brand at
// once), and the status change, the only write a browser still makes to one.
import { Timestamp, collection, collectionGroup, getDocs, query, where } from 'firebase/firestore';
import { REQUIREMENT_FIELD_WRITES, VALIDATION } from '../seed.js';
import { row } from './matrix.js';
import type { MatrixRow } from './matrix.js';
import {
  get,
  list,
  update,
  remove,
  finishedOf,
  countFinished,
  activeOf,
  activeGroupOf,
  R1,
  NOBODY,
} from './operations.js';

//                                                                              adm est dis ges mar rev met off doc anon
export const REQUIREMENT_READS: readonly MatrixRow[] = [
  row('requirements', 'get b-asignada/r-1', 'Y   Y   Y   Y   -   Y   -   -   -   -', get(R1)),
  row(
    'requirements',
    'list b-asignada',
    'Y   Y   Y   Y   -   Y   -   -   -   -',
    list('brands/b-asignada/requirements'),
  ),
  row('requirements', "list b-asignada where status == 'Finalizado'", 'Y   Y   Y   Y   -   Y   -   -   -   -', (db) =>
    getDocs(query(collection(db, 'brands/b-asignada/requirements'), where('status', '==', 'Finalizado'))),
  ),
  row('requirements', 'list b-asignada where number == 1', 'Y   Y   Y   Y   -   Y   -   -   -   -', (db) =>
    getDocs(query(collection(db, 'brands/b-asignada/requirements'), where('number', '==', 1))),
  ),
  row(
    'requirements',
    'get b-todos/r-1 (brand not visible)',
    'Y   -   -   -   -   -   -   -   -   -',
    get('brands/b-todos/requirements/r-1'),
  ),
  row(
    'requirements',
    'list b-estratega (visible to its owner)',
    'Y   Y   -   -   -   -   -   -   -   -',
    list('brands/b-estratega/requirements'),
  ),
  row(
    'requirements',
    'list b-marcas (Adm. de marcas sees it, no VIEW_REQ.)',
    'Y   -   Y   -   -   -   -   -   -   -',
    list('brands/b-marcas/requirements'),
  ),
  row(
    'requirements',
    'list b-asignada where status in the active ones',
    'Y   Y   Y   Y   -   Y   -   -   -   -',
    (db) => getDocs(activeOf(db, 'b-asignada')),
  ),
  row(
    'requirements',
    'list b-todos where status in the active ones (hidden)',
    'Y   -   -   -   -   -   -   -   -   -',
    (db) => getDocs(activeOf(db, 'b-todos')),
  ),
  row(
    'requirements',
    'list b-asignada finished, newest first, 50 (a page)',
    'Y   Y   Y   Y   -   Y   -   -   -   -',
    (db) => getDocs(finishedOf(db, 'b-asignada')),
  ),
  row(
    'requirements',
    'list b-estratega finished, newest first, 50 (a page)',
    'Y   Y   -   -   -   -   -   -   -   -',
    (db) => getDocs(finishedOf(db, 'b-estratega')),
  ),
  row(
    'requirements',
    'list b-marcas finished, newest first, 50 (a page)',
    'Y   -   Y   -   -   -   -   -   -   -',
    (db) => getDocs(finishedOf(db, 'b-marcas')),
  ),
  row(
    'requirements',
    'list b-todos finished, newest first, 50 (hidden)',
    'Y   -   -   -   -   -   -   -   -   -',
    (db) => getDocs(finishedOf(db, 'b-todos')),
  ),
  row('requirements', 'count b-asignada finished', 'Y   Y   Y   Y   -   Y   -   -   -   -', (db) =>
    countFinished(db, 'b-asignada'),
  ),
  row('requirements', 'count b-todos finished (hidden)', 'Y   -   -   -   -   -   -   -   -   -', (db) =>
    countFinished(db, 'b-todos'),
  ),
  row(
    'requirements',
    'collection group: every brand finished, a page (ALL)',
    'Y   -   -   -   -   -   -   -   -   -',
    (db) => getDocs(finishedOf(db, null)),
  ),
  row(
    'requirements',
    'collection group: count every brand finished (ALL)',
    'Y   -   -   -   -   -   -   -   -   -',
    (db) => countFinished(db, null),
  ),
  row('requirements', 'collection group: everything, unfiltered (ALL)', 'Y   -   -   -   -   -   -   -   -   -', (db) =>
    getDocs(collectionGroup(db, 'requirements')),
  ),
  // The active list over several brands: allowed when every brand named is visible.
  row(
    'requirements',
    'collection group: active of b-asignada by brandId',
    'Y   Y   Y   Y   -   Y   -   -   -   -',
    (db) => getDocs(activeGroupOf(db, ['b-asignada'])),
  ),
  row(
    'requirements',
    'collection group: active of b-asignada, b-estratega by brandId',
    'Y   Y   -   -   -   -   -   -   -   -',
    (db) => getDocs(activeGroupOf(db, ['b-asignada', 'b-estratega'])),
  ),
  row(
    'requirements',
    'collection group: active of b-asignada, b-marcas by brandId',
    'Y   -   Y   -   -   -   -   -   -   -',
    (db) => getDocs(activeGroupOf(db, ['b-asignada', 'b-marcas'])),
  ),
  row(
    'requirements',
    'collection group: active of b-asignada, b-todos by brandId (one hidden)',
    'Y   -   -   -   -   -   -   -   -   -',
    (db) => getDocs(activeGroupOf(db, ['b-asignada', 'b-todos'])),
  ),
  row(
    'requirements',
    'collection group: active of every brand, no brandId filter (ALL)',
    'Y   -   -   -   -   -   -   -   -   -',
    (db) => getDocs(query(collectionGroup(db, 'requirements'), where('status', '!=', 'Finalizado'))),
  ),
];

//                                                                              adm est dis ges mar rev met off doc anon
export const REQUIREMENT_WRITES: readonly MatrixRow[] = [
  row(
    'requirements',
    "update status to 'Solicitar diseño' (STATUS_REQ.)",
    'Y   Y   Y   Y   -   -   -   -   -   -',
    update(R1, { status: 'Solicitar diseño' }),
  ),
  row(
    'requirements',
    "update status to 'En diseño' with inDesignAt",
    'Y   Y   Y   Y   -   -   -   -   -   -',
    update(R1, { status: 'En diseño', inDesignAt: Timestamp.now() }),
  ),
  // Turned around: the assignee was ASSIGN_REQUIREMENTS's direct write (Adm., Estratega); the
  // requirements/assign command checks the assignee is an assignable user, which the rules cannot.
  row(
    'requirements',
    'update assignedTo (the requirements/assign command does it)',
    NOBODY,
    update(R1, { assignedTo: 'disenador@estudio.test' }),
  ),
  row('requirements', 'update assignedTo to something not an e-mail', NOBODY, update(R1, { assignedTo: 'nadie' })),
  row(
    'requirements',
    'update assignedTo to a 300-character e-mail',
    NOBODY,
    update(R1, { assignedTo: `${'a'.repeat(290)}@estudio.test` }),
  ),
  row('requirements', 'update caption to 900 kB', NOBODY, update(R1, { caption: 'x'.repeat(900_000) })),
  row('requirements', 'update videoUrl to javascript:', NOBODY, update(R1, { videoUrl: 'javascript:alert(1)' })),
  row('requirements', 'update imageAIUrl to http://', NOBODY, update(R1, { imageAIUrl: 'http://img.test/a.png' })),
  row(
    'requirements',
    'update imagesAIUrl with an http:// entry',
    NOBODY,
    update(R1, { imagesAIUrl: ['https://img.test/1.png', 'http://img.test/2.png'] }),
  ),
  row(
    'requirements',
    'update scripts to 11 entries',
    NOBODY,
    update(R1, {
      scripts: Array.from({ length: 11 }, () => ({
        Captacion: 'a',
        'Argumento de Venta': 'b',
        'Llamada a la acción': 'c',
      })),
    }),
  ),
  row(
    'requirements',
    'update article to 11 sections',
    NOBODY,
    update(R1, { article: Array.from({ length: 11 }, () => ({ sectionTitle: 'T', text: 'x' })) }),
  ),
  // Turned around: each of these was a direct write of the keys named, allowed to the roles
  // holding them; every content and planning field is a server command's now (docs/product.md, "Data model").
  row(
    'requirements',
    'update caption (a content command; was REQUIREMENTS_EDIT or a suggestion key)',
    NOBODY,
    update(R1, { caption: 'Nuevo texto' }),
  ),
  row(
    'requirements',
    'update instructions, suggestedWords (the carousel commands; was guides keys)',
    NOBODY,
    update(R1, { instructions: ['G1', 'G2', 'G3'], suggestedWords: ['a', 'b', 'c'] }),
  ),
  // New guides are a proposal beside the guides (docs/product.md, "Carousels"): the carousel/guides
  // commands alone store it, accept it (the guides and what they replaced) or discard it.
  row(
    'requirements',
    'update guidesProposal (carousel/guides stores it; no key lets a browser propose guides)',
    NOBODY,
    update(R1, {
      guidesProposal: { instructions: ['P1', 'P2', 'P3'], suggestedWords: ['a', 'b', 'c'], at: Timestamp.now() },
    }),
  ),
  row(
    'requirements',
    'accept a proposal by hand: instructions, suggestedWords, guidesProposal null, guidesReplaced (carousel/guides-accept)',
    NOBODY,
    update(R1, {
      instructions: ['P1', 'P2', 'P3'],
      suggestedWords: ['a', 'b', 'c'],
      guidesProposal: null,
      guidesReplaced: { instructions: ['G1'], suggestedWords: ['g'], at: Timestamp.now() },
    }),
  ),
  row(
    'requirements',
    'discard the stored proposal by hand with a status change: guidesProposal null (carousel/guides-discard)',
    NOBODY,
    update(R1, { status: 'Solicitar diseño', guidesProposal: null }),
  ),
  // An AI image is a draft until 'Reemplazar' (docs/product.md, "Carousels"): carousel/image-accept alone sets it
  // and keeps the image it replaced, carousel/image-undo alone puts that one back.
  row(
    'requirements',
    'accept an AI image by hand: imagesAIUrl, imagesReplaced (carousel/image-accept)',
    NOBODY,
    update(R1, {
      imagesAIUrl: ['https://img.test/ia.png'],
      imagesReplaced: { '0': { previous: '', accepted: 'https://img.test/ia.png' } },
    }),
  ),
  row(
    'requirements',
    "keep a URL of one's own for 'Deshacer': imagesReplaced (carousel/image-undo would restore it)",
    NOBODY,
    update(R1, { imagesReplaced: { '0': { previous: 'https://evil.test/x.png', accepted: '' } } }),
  ),
  row(
    'requirements',
    'clear what an undo would restore with a status change: imagesReplaced {} (the image commands)',
    NOBODY,
    update(R1, { status: 'Solicitar diseño', imagesReplaced: {} }),
  ),
  row(
    'requirements',
    'update imagesAIUrl (the carousel image commands; was CARROUSEL_CHANGEIMG)',
    NOBODY,
    update(R1, { imagesAIUrl: ['https://img.test/1.png'] }),
  ),
  // validation.{index} is written by the ai function (validate-design); a browser only drops
  // the entry of a card whose image it replaced.
  row(
    'requirements',
    'update validation: add an entry (the ai function writes them)',
    NOBODY,
    update(R1, { validation: { '0': { alineacion: 80, descripcion: 'ok' }, '1': VALIDATION } }),
  ),
  row(
    'requirements',
    'update validation: change an entry',
    NOBODY,
    update(R1, { validation: { '1': { alineacion: 99, descripcion: 'ok' } } }),
  ),
  row(
    'requirements',
    'update validation: change an entry by field path',
    NOBODY,
    update(R1, { 'validation.1.alineacion': 99 }),
  ),
  row(
    'requirements',
    "update validation: drop card 1's entry with its new image (the image command; was CARROUSEL_CHANGEIMG)",
    NOBODY,
    update(R1, { imagesAIUrl: ['https://img.test/1.png', 'https://img.test/2-nueva.png'], validation: {} }),
  ),
  row('requirements', 'update validation: drop an entry without a new image', NOBODY, update(R1, { validation: {} })),
  row(
    'requirements',
    'update validation: set it to something that is not a map',
    NOBODY,
    update(R1, { validation: 'aprobado' }),
  ),
  row(
    'requirements',
    'update article (the blog commands; was the texts keys)',
    NOBODY,
    update(R1, { article: [{ sectionTitle: 'T', text: 'x' }] }),
  ),
  row(
    'requirements',
    'update imageAIUrl (the blog image commands; was BLOG_NEWARTICLE or BLOG_CHANGEIMG)',
    NOBODY,
    update(R1, { imageAIUrl: 'https://img.test/a.png' }),
  ),
  // A new article image is a draft until accepted (docs/product.md, "Blog articles"): blog/image-accept alone sets it
  // and keeps what it replaced, blog/image-undo alone puts that back.
  row(
    'requirements',
    'accept a new image by hand: imageAIUrl and imageReplaced (blog/image-accept)',
    NOBODY,
    update(R1, {
      imageAIUrl: 'https://img.test/ia.png',
      imageReplaced: { previous: '', accepted: 'https://img.test/ia.png' },
    }),
  ),
  row(
    'requirements',
    'undo an accepted image by hand with a status change: imageReplaced null (blog/image-undo)',
    NOBODY,
    update(R1, { status: 'Solicitar diseño', imageReplaced: null }),
  ),
  row(
    'requirements',
    'update videoUrl (the blog video command; was VIDEO_UPLOAD)',
    NOBODY,
    update(R1, { videoUrl: 'https://video.test/a.mp4' }),
  ),
  // The emulators' Storage download URLs are http on the loopback host, as the domain accepts.
  row(
    'requirements',
    'update videoUrl to the local Storage emulator (http on 127.0.0.1; was VIDEO_UPLOAD)',
    NOBODY,
    update(R1, { videoUrl: 'http://127.0.0.1:9199/v0/b/demo/o/videos%2Fa.mp4?alt=media' }),
  ),
  row(
    'requirements',
    'update imagesAIUrl with a localhost entry (the emulators; was CARROUSEL_CHANGEIMG)',
    NOBODY,
    update(R1, { imagesAIUrl: ['https://img.test/1.png', 'http://localhost:9199/v0/b/demo/o/i.png'] }),
  ),
  row(
    'requirements',
    'update videoUrl to http on a host that only starts like the loopback one',
    NOBODY,
    update(R1, { videoUrl: 'http://127.0.0.1.evil.test/a.mp4' }),
  ),
  row(
    'requirements',
    'update scripts (the video commands; was REQUIREMENTS_EDIT or a video key)',
    NOBODY,
    update(R1, { scripts: [{ Captacion: 'a', 'Argumento de Venta': 'b', 'Llamada a la acción': 'c' }] }),
  ),
  row(
    'requirements',
    'update publication planning (the planning commands; was CARROUSEL_SENDTOMETRICS)',
    NOBODY,
    update(R1, { publicationDate: Timestamp.now(), selectedSocialNetwork: ['Instagram'] }),
  ),
  row(
    'requirements',
    'update status in b-todos (brand not visible)',
    'Y   -   -   -   -   -   -   -   -   -',
    update('brands/b-todos/requirements/r-1', { status: 'Finalizado' }),
  ),
  row(
    'requirements',
    'update scheduledPost (the scheduler function writes it)',
    NOBODY,
    update(R1, {
      scheduledPost: {
        postId: '99',
        sentAt: Timestamp.now(),
        digest: 'abc',
        kind: 'carousel',
        networks: ['Instagram'],
        by: { uid: 'u-gestor', email: 'contenido@estudio.test' },
        sandbox: false,
      },
    }),
  ),
  row(
    'requirements',
    'update schedulingClaim (the scheduler function writes it)',
    NOBODY,
    update(R1, { schedulingClaim: { digest: 'abc', at: Timestamp.now() } }),
  ),
  row(
    'requirements',
    'update scheduledPost with the planning (CARROUSEL_SENDTOMETRICS)',
    NOBODY,
    update(R1, { selectedSocialNetwork: ['Instagram'], 'scheduledPost.postId': '99' }),
  ),
  row('requirements', 'delete b-asignada/r-1', NOBODY, remove(R1)),
  // Every field but the status change's, one row each: the server's alone.
  ...Object.entries(REQUIREMENT_FIELD_WRITES).map(([field, value]) =>
    row('requirements', `update ${field} alone (the server's)`, NOBODY, update(R1, { [field]: value })),
  ),
  row(
    'requirements',
    "update status to 'Solicitar diseño' carrying every other field",
    NOBODY,
    update(R1, { ...REQUIREMENT_FIELD_WRITES, status: 'Solicitar diseño' }),
  ),
];
