import { describe, expect, it } from 'vitest';
import { isDomainError } from '../shared/errors.js';
import { TEXT_LIMITS } from '../shared/text.js';
import {
  bodyFields,
  readId,
  readIndex,
  readKey,
  readFlag,
  readList,
  readObject,
  readObjectPath,
  readOptionalBoolean,
  readOptionalId,
  readOptionalObjectPath,
  readOptionalText,
  readOptionalTextList,
  readText,
} from './body.js';

const refusalOf = (read: () => unknown): string => {
  try {
    read();
  } catch (error) {
    if (isDomainError(error) && error.kind === 'validation') return error.message;
    throw error;
  }
  throw new Error('expected a refusal');
};

describe('the command body readers', () => {
  it('take an object body and refuse anything else', () => {
    expect(bodyFields({ a: 1 })).toEqual({ a: 1 });
    for (const body of [null, [], 'x', 3]) {
      expect(refusalOf(() => bodyFields(body))).toBe('El cuerpo de la petición debe ser un objeto JSON.');
    }
  });

  it('read document ids and requirement keys', () => {
    expect(readKey({ brandId: ' b-1 ', requirementId: 'r_2' })).toEqual({ brandId: 'b-1', requirementId: 'r_2' });
    expect(refusalOf(() => readId({}, 'brandId'))).toBe("El campo 'brandId' es obligatorio y debe ser texto.");
    expect(refusalOf(() => readId({ brandId: '../x' }, 'brandId'))).toBe(
      "El campo 'brandId' no es un identificador válido: solo letras, números, '-' y '_', hasta 128 caracteres.",
    );
  });

  it('read positions as whole numbers from 0', () => {
    expect(readIndex({ index: 2 })).toBe(2);
    for (const index of [-1, 1.5, '1', null, Number.MAX_SAFE_INTEGER + 2]) {
      expect(refusalOf(() => readIndex({ index }))).toBe("El campo 'index' debe ser un número.");
    }
  });

  it('read texts within their cap, line breaks allowed and other control characters refused', () => {
    expect(readText({ caption: 'hola\nmundo' }, 'caption')).toBe('hola\nmundo');
    expect(refusalOf(() => readText({ caption: 3 }, 'caption'))).toBe("El campo 'caption' debe ser texto.");
    expect(refusalOf(() => readText({ caption: 'x'.repeat(TEXT_LIMITS.text + 1) }, 'caption'))).toBe(
      `El campo 'caption' admite como máximo ${TEXT_LIMITS.text} caracteres.`,
    );
    expect(refusalOf(() => readText({ caption: 'a\u0007b' }, 'caption'))).toBe(
      "El campo 'caption' contiene caracteres de control.",
    );
    expect(readOptionalText({}, 'caption')).toBeUndefined();
    expect(readOptionalText({ caption: 'x' }, 'caption')).toBe('x');
  });

  it('read object paths and nested objects', () => {
    expect(readObjectPath({ path: 'img_carrousels/b/r/a.png' })).toBe('img_carrousels/b/r/a.png');
    expect(refusalOf(() => readObjectPath({ path: 'x'.repeat(1025) }))).toBe(
      "El campo 'path' admite como máximo 1024 caracteres.",
    );
    expect(readObject({ edit: { a: 1 } }, 'edit')).toEqual({ a: 1 });
    expect(refusalOf(() => readObject({ edit: [] }, 'edit'))).toBe('El cuerpo de la petición debe ser un objeto JSON.');
  });

  it('read optional booleans and lists of texts within their caps', () => {
    expect(readOptionalBoolean({ flag: false }, 'flag')).toBe(false);
    expect(readOptionalBoolean({}, 'flag')).toBeUndefined();
    for (const flag of ['true', 1, null]) {
      expect(refusalOf(() => readOptionalBoolean({ flag }, 'flag'))).toBe(
        "El campo 'flag' debe ser verdadero o falso.",
      );
    }
    expect(readOptionalTextList({ tags: ['a', 'b'] }, 'tags')).toEqual(['a', 'b']);
    expect(readOptionalTextList({}, 'tags')).toBeUndefined();
    for (const tags of ['a', { a: 1 }, ['a', 2], [null]]) {
      expect(refusalOf(() => readOptionalTextList({ tags }, 'tags'))).toBe(
        "El campo 'tags' debe ser una lista de textos.",
      );
    }
    expect(refusalOf(() => readOptionalTextList({ tags: Array.from({ length: 21 }, () => 'x') }, 'tags'))).toBe(
      `El campo 'tags' admite como máximo ${TEXT_LIMITS.listItems} elementos.`,
    );
    expect(refusalOf(() => readOptionalTextList({ tags: ['ok', 'x'.repeat(11)] }, 'tags', 5, 10))).toBe(
      "El campo 'tags[1]' admite como máximo 10 caracteres.",
    );
  });

  it('read lists within their cap', () => {
    expect(readList({ base: [1, 'a'] }, 'base', 2)).toEqual([1, 'a']);
    expect(refusalOf(() => readList({ base: {} }, 'base', 2))).toBe("El campo 'base' debe ser una lista.");
    expect(refusalOf(() => readList({}, 'base', 2))).toBe("El campo 'base' debe ser una lista.");
    expect(refusalOf(() => readList({ base: [1, 2, 3] }, 'base', 2))).toBe(
      "El campo 'base' admite como máximo 2 elementos.",
    );
  });

  it('read optional ids and paths, and flags (absent is false)', () => {
    expect(readOptionalId({}, 'id')).toBeUndefined();
    expect(readOptionalId({ id: ' b-1 ' }, 'id')).toBe('b-1');
    expect(refusalOf(() => readOptionalId({ id: 'a b' }, 'id'))).toBe(
      "El campo 'id' no es un identificador válido: solo letras, números, '-' y '_', hasta 128 caracteres.",
    );
    expect(readOptionalObjectPath({}, 'path')).toBeUndefined();
    expect(readOptionalObjectPath({ path: 'keyVisuals/b/a.png' }, 'path')).toBe('keyVisuals/b/a.png');
    expect(readFlag({}, 'newBrand')).toBe(false);
    expect(readFlag({ newBrand: true }, 'newBrand')).toBe(true);
    expect(refusalOf(() => readFlag({ newBrand: 'true' }, 'newBrand'))).toBe(
      "El campo 'newBrand' debe ser verdadero o falso.",
    );
  });
});
