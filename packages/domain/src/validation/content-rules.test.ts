import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Messages } from '../messages.js';
import type { Script } from '../video-scripts/script.js';
import {
  selectedVideoUrl,
  validateArticleContent,
  validateBrandName,
  validateCarouselImages,
  validateDesignCheck,
  validateGuidesCaption,
  validateLinkedInOrganization,
  validateMetricsId,
  validateNewCarouselImage,
  validateRequirementRef,
  validateScriptsCaption,
  validateSelectedVideo,
  validateVideoChoice,
  validateVideoRequirementRef,
} from './content-rules.js';
import { VALID, invalid } from './validation.js';

const blank = fc.constantFrom('', ' ', '\t\n', null, undefined);
const filled = fc.string({ minLength: 1 }).filter((text) => text.trim() !== '');

const script = (videoUrl?: string): Script => ({
  Captacion: 'c',
  'Argumento de Venta': 'a',
  'Llamada a la acción': 'l',
  ...(videoUrl === undefined ? {} : { videoUrl }),
});

describe('required fields', () => {
  it('brand save needs the brand name', () => {
    expect(validateBrandName('Acme')).toBe(VALID);
    expect(validateBrandName('  ')).toEqual(invalid("El campo 'Nombre de la marca' es obligatorio."));
    expect(validateBrandName(undefined)).toEqual(invalid(Messages.brand.nameRequired));
  });

  it('a new carousel image needs caption and description', () => {
    expect(validateNewCarouselImage({ caption: 'c', description: 'd' })).toBe(VALID);
    expect(validateNewCarouselImage({ caption: '', description: 'd' })).toEqual(
      invalid('Faltan datos para generar la nueva imagen.'),
    );
    expect(validateNewCarouselImage({ caption: 'c', description: null })).toEqual(
      invalid(Messages.carousel.missingImageData),
    );
  });

  it('design validation needs the image and the description', () => {
    expect(validateDesignCheck({ imageUrl: 'https://x/i.png', description: 'd' })).toBe(VALID);
    expect(validateDesignCheck({ imageUrl: undefined, description: 'd' })).toEqual(
      invalid('Faltan datos para validar el diseño.'),
    );
    expect(validateDesignCheck({ imageUrl: 'u', description: ' ' })).toEqual(
      invalid(Messages.carousel.missingValidationData),
    );
  });

  it('design guides need a caption', () => {
    expect(validateGuidesCaption('c')).toBe(VALID);
    expect(validateGuidesCaption('')).toEqual(invalid('Caption requerido para generar guías.'));
  });

  it('detail screens need the brand id and a requirement number', () => {
    expect(validateRequirementRef({ brandId: 'b', number: 3 })).toBe(VALID);
    expect(validateRequirementRef({ brandId: 'b', number: '12' })).toBe(VALID);
    for (const number of [0, -1, 1.5, '', ' ', 'x', null, undefined, Number.NaN]) {
      expect(validateRequirementRef({ brandId: 'b', number })).toEqual(
        invalid('Faltan datos de la marca o requerimiento.'),
      );
    }
    expect(validateRequirementRef({ brandId: '', number: 1 })).toEqual(
      invalid(Messages.carousel.missingBrandOrRequirement),
    );
    expect(validateVideoRequirementRef({ brandId: 'b', number: 1 })).toBe(VALID);
    expect(validateVideoRequirementRef({ brandId: null, number: 1 })).toEqual(
      invalid('Faltan datos de la marca o del requerimiento.'),
    );
  });

  it('the article image needs loaded article content', () => {
    expect(validateArticleContent([{ sectionTitle: 'Intro', text: '' }])).toBe(VALID);
    expect(validateArticleContent([{ sectionTitle: '', text: 'Texto' }])).toBe(VALID);
    expect(validateArticleContent([{ sectionTitle: ' ', text: '' }])).toEqual(
      invalid('No se encontró contenido del artículo para generar la imagen.'),
    );
    expect(validateArticleContent([])).toEqual(invalid(Messages.blog.noArticleContent));
    expect(validateArticleContent(null)).toEqual(invalid(Messages.blog.noArticleContent));
  });

  it('script generation needs a caption', () => {
    expect(validateScriptsCaption('c')).toBe(VALID);
    expect(validateScriptsCaption(undefined)).toEqual(invalid('No se puede generar guiones sin un caption válido.'));
  });

  it('choosing the video to publish needs that script to have a video', () => {
    const scripts = [script('https://v/1.mp4'), script(), script(' ')];
    expect(validateVideoChoice(scripts, 0)).toBe(VALID);
    for (const index of [1, 2, 3, -1]) {
      expect(validateVideoChoice(scripts, index)).toEqual(
        invalid('No se ha cargado el video para el guión seleccionado.'),
      );
    }
  });

  it('scheduling needs the selected video URL', () => {
    const scripts = [script(), script(' https://v/2.mp4 ')];
    expect(validateSelectedVideo(scripts, 1)).toBe(VALID);
    expect(selectedVideoUrl(scripts, 1)).toBe('https://v/2.mp4');
    expect(validateSelectedVideo(scripts, 0)).toEqual(invalid('El video seleccionado no tiene URL.'));
    expect(() => selectedVideoUrl(scripts, 0)).toThrow(Messages.video.selectedVideoWithoutUrl);
    expect(() => selectedVideoUrl([], 0)).toThrow(expect.objectContaining({ kind: 'validation' }));
  });

  it('carousel scheduling needs images', () => {
    expect(validateCarouselImages(['https://i/1.png'])).toBe(VALID);
    expect(validateCarouselImages(['', ' '])).toEqual(invalid('No hay imágenes para normalizar.'));
    expect(validateCarouselImages(undefined)).toEqual(invalid(Messages.carousel.noImages));
  });

  it('LinkedIn needs a selected brand first, then a trimmed organization id', () => {
    expect(validateLinkedInOrganization({ brandId: 'b', organizationId: ' 123 ' })).toBe(VALID);
    expect(validateLinkedInOrganization({ brandId: '', organizationId: '' })).toEqual(
      invalid('Selecciona primero una marca.'),
    );
    expect(validateLinkedInOrganization({ brandId: 'b', organizationId: '   ' })).toEqual(
      invalid('Debes ingresar el ID de organización de LinkedIn.'),
    );
  });

  it('scheduling needs the brand metrics id', () => {
    expect(validateMetricsId('42')).toBe(VALID);
    expect(validateMetricsId(undefined)).toEqual(invalid(Messages.scheduling.missingMetricsId));
  });

  it('property: every text rule refuses blank input and accepts filled input', () => {
    const rules = [validateBrandName, validateGuidesCaption, validateScriptsCaption, validateMetricsId];
    fc.assert(fc.property(blank, filled, (empty, text) => rules.every((rule) => !rule(empty).ok && rule(text).ok)));
  });

  it('property: a LinkedIn request passes exactly when both values are filled', () => {
    const value = fc.oneof(blank, filled);
    fc.assert(
      fc.property(value, value, (brandId, organizationId) => {
        const ok = validateLinkedInOrganization({ brandId, organizationId }).ok;
        return (
          ok ===
          (typeof brandId === 'string' &&
            brandId.trim() !== '' &&
            typeof organizationId === 'string' &&
            organizationId.trim() !== '')
        );
      }),
    );
  });
});
