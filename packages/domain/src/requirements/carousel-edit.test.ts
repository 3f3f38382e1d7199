import { describe, expect, it } from 'vitest';
import {
  acceptedGuides,
  guidesProposalOf,
  mergeGuideEdit,
  restoredCardImage,
  restoredGuides,
  withAcceptedImage,
  withCardImage,
} from './carousel-edit.js';

const GUIDES = { instructions: ['Guía uno', 'Guía dos', 'Guía tres'], suggestedWords: ['uno', 'dos', 'tres'] };

describe('mergeGuideEdit', () => {
  it("writes the edited guide's texts into their slot over the lists as stored: other guides saved meanwhile are kept", () => {
    const stored = { ...GUIDES, instructions: ['Guía uno', 'Guía dos', 'De otra persona'] };
    expect(mergeGuideEdit(stored, { index: 0, description: 'Mía', suggestedWords: 'mías' })).toEqual({
      instructions: ['Mía', 'Guía dos', 'De otra persona'],
      suggestedWords: ['mías', 'dos', 'tres'],
    });
  });

  it('answers only the lists whose text the edit gives: a description alone leaves the suggested words as stored', () => {
    expect(mergeGuideEdit(GUIDES, { index: 1, description: 'Nueva' })).toEqual({
      instructions: ['Guía uno', 'Nueva', 'Guía tres'],
    });
    expect(mergeGuideEdit(GUIDES, { index: 2, suggestedWords: 'otras' })).toEqual({
      suggestedWords: ['uno', 'dos', 'otras'],
    });
    expect(mergeGuideEdit(GUIDES, { index: 2 })).toEqual({});
  });

  it('fills the slots before a guide the lists do not have yet with empty texts', () => {
    expect(
      mergeGuideEdit({ instructions: [], suggestedWords: ['a'] }, { index: 2, description: 'x', suggestedWords: 'y' }),
    ).toEqual({
      instructions: ['', '', 'x'],
      suggestedWords: ['a', '', 'y'],
    });
  });

  it('never changes the stored lists', () => {
    const stored = { instructions: ['a'], suggestedWords: ['b'] };
    mergeGuideEdit(stored, { index: 0, description: 'x', suggestedWords: 'y' });
    expect(stored).toEqual({ instructions: ['a'], suggestedWords: ['b'] });
  });
});

describe('withCardImage', () => {
  const IMAGES = {
    imagesAIUrl: ['https://img.example/1.png', 'https://img.example/2.png'],
    validation: {
      '0': { alineacion: 60, descripcion: 'Lejos.' },
      '1': { alineacion: 90, descripcion: 'Alineada.' },
    },
    imagesReplaced: {},
  };

  it("sets the card's image over the images as stored and drops only that card's mark", () => {
    const stored = {
      imagesAIUrl: ['https://img.example/1.png', 'https://img.example/otra.png'],
      validation: { ...IMAGES.validation, '2': { alineacion: 80, descripcion: 'Recién validada.' } },
      imagesReplaced: {},
    };
    expect(withCardImage(stored, 0, 'https://img.example/nueva.png')).toEqual({
      imagesAIUrl: ['https://img.example/nueva.png', 'https://img.example/otra.png'],
      validation: { '1': IMAGES.validation['1'], '2': { alineacion: 80, descripcion: 'Recién validada.' } },
      imagesReplaced: {},
    });
  });

  it('fills the list up to a new card and keeps every mark when the card had none', () => {
    expect(withCardImage(IMAGES, 2, 'https://img.example/3.png')).toEqual({
      imagesAIUrl: [...IMAGES.imagesAIUrl, 'https://img.example/3.png'],
      validation: IMAGES.validation,
      imagesReplaced: {},
    });
    expect(
      withCardImage({ imagesAIUrl: [], validation: {}, imagesReplaced: {} }, 1, 'https://img.example/b.png')
        .imagesAIUrl,
    ).toEqual(['', 'https://img.example/b.png']);
  });

  it("drops only that card's kept image: an undo can never overwrite the new one", () => {
    const kept = { previous: 'https://img.example/a.png', accepted: 'https://img.example/b.png' };
    const stored = { ...IMAGES, imagesReplaced: { '0': kept, '1': kept } };
    expect(withCardImage(stored, 1, 'https://img.example/mia.png').imagesReplaced).toEqual({ '0': kept });
  });
});

describe("a card's AI image: accepted, and undone", () => {
  const OLD = 'https://img.example/vieja.png';
  const AI = 'https://img.example/ia.png';
  const MARK = { alineacion: 80, descripcion: 'Bien.' };
  const stored = {
    imagesAIUrl: ['https://img.example/1.png', OLD],
    validation: { '0': MARK, '1': MARK },
    imagesReplaced: {},
  };

  it("sets the image, drops the card's mark and keeps the image it replaced ('' when none) for the undo", () => {
    expect(withAcceptedImage(stored, 1, AI)).toEqual({
      imagesAIUrl: ['https://img.example/1.png', AI],
      validation: { '0': MARK },
      imagesReplaced: { '1': { previous: OLD, accepted: AI } },
    });
    expect(withAcceptedImage(stored, 2, AI).imagesReplaced).toEqual({ '2': { previous: '', accepted: AI } });
  });

  it('a later accept keeps only what it replaced; the same accept again changes nothing', () => {
    const accepted = { ...stored, ...withAcceptedImage(stored, 1, AI) };
    expect(withAcceptedImage(accepted, 1, 'https://img.example/otra-ia.png').imagesReplaced).toEqual({
      '1': { previous: AI, accepted: 'https://img.example/otra-ia.png' },
    });
    expect(withAcceptedImage(accepted, 1, AI)).toEqual({});
  });

  it('undoing puts the replaced image back, its mark still dropped and nothing left to undo', () => {
    const accepted = { ...stored, ...withAcceptedImage(stored, 1, AI) };
    expect(restoredCardImage(accepted, 1)).toEqual({
      imagesAIUrl: ['https://img.example/1.png', OLD],
      validation: { '0': MARK },
      imagesReplaced: {},
    });
  });

  it('answers null with nothing kept for the card, or when the card no longer shows the accepted image', () => {
    expect(restoredCardImage(stored, 1)).toBeNull();
    const accepted = { ...stored, ...withAcceptedImage(stored, 1, AI) };
    expect(restoredCardImage(accepted, 0)).toBeNull();
    expect(
      restoredCardImage({ ...accepted, imagesAIUrl: ['https://img.example/1.png', 'https://x.example/b.png'] }, 1),
    ).toBeNull();
  });
});

describe("the guides' proposal: accepted, and undone", () => {
  const PROPOSED_AT = new Date('2026-03-10T15:00:00.000Z');
  const AT = new Date('2026-03-10T15:30:00.000Z');
  const proposal = guidesProposalOf(
    [
      { description: 'Nueva uno', suggestedWords: 'n1' },
      { description: 'Nueva dos', suggestedWords: 'n2' },
      { description: 'Nueva tres', suggestedWords: 'n3' },
    ],
    PROPOSED_AT,
  );

  it('holds the model’s guides as two lists and when they were proposed', () => {
    expect(proposal).toEqual({
      instructions: ['Nueva uno', 'Nueva dos', 'Nueva tres'],
      suggestedWords: ['n1', 'n2', 'n3'],
      at: PROPOSED_AT,
    });
  });

  it('accepting puts the proposal in both lists, keeps what it replaced for the undo and clears the proposal', () => {
    const accepted = acceptedGuides({ ...GUIDES, guidesProposal: proposal, guidesReplaced: null }, AT);
    expect(accepted).toEqual({
      instructions: proposal.instructions,
      suggestedWords: proposal.suggestedWords,
      guidesProposal: null,
      guidesReplaced: { ...GUIDES, at: AT },
    });
    // A later accept keeps only what it replaced: the undo goes back one step.
    const again = acceptedGuides({ ...GUIDES, guidesProposal: proposal, guidesReplaced: { ...GUIDES, at: AT } }, AT);
    expect(again?.guidesReplaced).toEqual({ ...GUIDES, at: AT });
  });

  it('accepting without a stored proposal answers null', () => {
    expect(acceptedGuides({ ...GUIDES, guidesProposal: null, guidesReplaced: null }, AT)).toBeNull();
  });

  it('undoing puts the replaced guides back and leaves nothing to undo; without them it answers null', () => {
    const replaced = { instructions: ['Vieja'], suggestedWords: ['v'], at: AT };
    expect(restoredGuides({ ...GUIDES, guidesProposal: proposal, guidesReplaced: replaced })).toEqual({
      instructions: ['Vieja'],
      suggestedWords: ['v'],
      guidesReplaced: null,
    });
    expect(restoredGuides({ ...GUIDES, guidesProposal: proposal, guidesReplaced: null })).toBeNull();
  });
});
