import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CommentPerson } from './comment.js';
import { commentSegments, findMentions, insertMention, mentionQuery, mentionSuggestions } from './mentions.js';

const ana: CommentPerson = { uid: 'uid-ana', email: 'ana@estudio.test', name: 'Ana Pérez' };
const luis: CommentPerson = { uid: 'uid-luis', email: 'luis@estudio.test', name: 'Luis' };
const luisa: CommentPerson = { uid: 'uid-luisa', email: 'luisa@estudio.test', name: 'Luisa Gómez' };
const people = [ana, luis, luisa];

describe('findMentions', () => {
  it("finds '@' followed by a person's e-mail or name, case ignored, each once in order", () => {
    expect(findMentions('@luis@estudio.test mira esto, y @ana pérez también. @Luis otra vez', people)).toEqual([
      luis,
      ana,
    ]);
  });

  it('takes the longest name that fits, and a mention ends at a blank or punctuation', () => {
    expect(findMentions('Hola @Luisa Gómez:', people)).toEqual([luisa]);
    expect(findMentions('Hola @Luisa', people)).toEqual([]);
    expect(findMentions('Hola @Luisfer', people)).toEqual([]);
    expect(findMentions('(@luis).', people)).toEqual([luis]);
  });

  it('stores nothing for an unknown mention or an e-mail address in the text', () => {
    expect(findMentions('@nadie revisa; escribe a ana@estudio.test', people)).toEqual([]);
  });

  it('property: every mention found is one of the people, once', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('@luis', '@Ana Pérez', '@x', ' ', 'hola', '@', '.', '@luisa@estudio.test')),
        (parts) => {
          const found = findMentions(parts.join(''), people);
          expect(new Set(found.map((person) => person.uid)).size).toBe(found.length);
          for (const person of found) expect(people).toContain(person);
        },
      ),
    );
  });
});

describe('commentSegments', () => {
  it('cuts the text into plain pieces and the stored mentions', () => {
    expect(commentSegments('Hola @Luis, mira @nadie', [luis])).toEqual([
      { text: 'Hola ', mention: null },
      { text: '@Luis', mention: luis },
      { text: ', mira @nadie', mention: null },
    ]);
  });

  it('property: the pieces put together are the text', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('@luis', '@Ana Pérez', 'a', ' ', '@', 'ñ')), (parts) => {
        const text = parts.join('');
        expect(
          commentSegments(text, people)
            .map((segment) => segment.text)
            .join(''),
        ).toBe(text);
      }),
    );
  });
});

describe('the write box', () => {
  it("reads the mention being typed after an '@' that starts a word", () => {
    expect(mentionQuery('Hola @lu')).toEqual({ start: 5, query: 'lu' });
    expect(mentionQuery('Hola @Ana Pé')).toEqual({ start: 5, query: 'Ana Pé' });
    expect(mentionQuery('ana@est')).toBeNull();
    expect(mentionQuery('Hola')).toBeNull();
    expect(mentionQuery('@a\nb')).toBeNull();
    expect(mentionQuery('Hola @lu y más', 8)).toEqual({ start: 5, query: 'lu' });
  });

  it('suggests the people whose e-mail or name holds the query', () => {
    expect(mentionSuggestions('lu', people)).toEqual([luis, luisa]);
    expect(mentionSuggestions('PÉREZ', people)).toEqual([ana]);
    expect(mentionSuggestions('', people, 2)).toEqual([ana, luis]);
  });

  it("puts '@' and the e-mail in place of what was typed", () => {
    expect(insertMention('Hola @lu gracias', 5, 8, luis)).toEqual({
      text: 'Hola @luis@estudio.test  gracias',
      caret: 24,
    });
  });
});
