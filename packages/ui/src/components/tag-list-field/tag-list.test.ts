import { describe, expect, it } from 'vitest';
import { addTags, removeTag, splitTags } from './tag-list.js';

describe('tag list', () => {
  it('splits an entry on commas, trimming and dropping blanks', () => {
    expect(splitTags(' a ,, b  c ,')).toEqual(['a', 'b c']);
  });

  it('appends new tags and skips duplicates ignoring case and accents', () => {
    expect(addTags(['Vídeo'], 'video, marca, MARCA')).toEqual(['Vídeo', 'marca']);
  });

  it('returns the same list when nothing is added', () => {
    const tags = ['marca'];
    expect(addTags(tags, '  ')).toBe(tags);
    expect(addTags(tags, 'Marca')).toBe(tags);
  });

  it('removes by position', () => {
    expect(removeTag(['a', 'b', 'c'], 1)).toEqual(['a', 'c']);
    expect(removeTag(['a'], 5)).toEqual(['a']);
  });
});
