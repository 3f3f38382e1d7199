import { describe, expect, it } from 'vitest';
import { acceptedImage, restoredImage } from './article-image.js';

const BEFORE = 'https://img.test/antes.png';
const AI = 'https://img.test/ia-1.png';
const OTHER_AI = 'https://img.test/ia-2.png';

describe("the article's AI image: accepted, and undone", () => {
  it('accepting sets the image and keeps the one it replaced ("" for none) for the undo', () => {
    expect(acceptedImage({ imageAIUrl: BEFORE, imageReplaced: null }, AI)).toEqual({
      imageAIUrl: AI,
      imageReplaced: { previous: BEFORE, accepted: AI },
    });
    expect(acceptedImage({ imageAIUrl: '', imageReplaced: null }, AI)).toEqual({
      imageAIUrl: AI,
      imageReplaced: { previous: '', accepted: AI },
    });
  });

  it('a later accept keeps only what it replaced; accepting the image already shown keeps what is kept', () => {
    const first = acceptedImage({ imageAIUrl: BEFORE, imageReplaced: null }, AI);
    expect(acceptedImage(first, OTHER_AI)).toEqual({
      imageAIUrl: OTHER_AI,
      imageReplaced: { previous: AI, accepted: OTHER_AI },
    });
    expect(acceptedImage(first, AI)).toEqual(first);
  });

  it('undoing puts the replaced image back and keeps nothing', () => {
    const accepted = acceptedImage({ imageAIUrl: BEFORE, imageReplaced: null }, AI);
    expect(restoredImage(accepted)).toEqual({ imageAIUrl: BEFORE, imageReplaced: null });
    expect(restoredImage(acceptedImage({ imageAIUrl: '', imageReplaced: null }, AI))).toEqual({
      imageAIUrl: '',
      imageReplaced: null,
    });
  });

  it('answers null with nothing kept, or when the article no longer shows the accepted image', () => {
    expect(restoredImage({ imageAIUrl: AI, imageReplaced: null })).toBeNull();
    expect(
      restoredImage({
        imageAIUrl: 'https://img.test/mano.png',
        imageReplaced: { previous: BEFORE, accepted: AI },
      }),
    ).toBeNull();
  });
});
