import { describe, expect, it } from 'vitest';
import { formatTaxAddress, representativeName } from '../../../../../src/web/features/company-profile/lib/company-summary';
import { fitWithin, outputFormatOf, pictureName, PROFILE_PICTURE_MAX_PX } from '../../../../../src/web/features/company-profile/lib/resize-image';

describe('foto de perfil', () => {
  it('se reduce a 320 px (el doble de los 160 en que se muestra) sin deformarse ni agrandarse', () => {
    expect(PROFILE_PICTURE_MAX_PX).toBe(320);
    expect(fitWithin(1200, 800)).toEqual({ width: 320, height: 213 });
    expect(fitWithin(600, 1800)).toEqual({ width: 107, height: 320 });
    expect(fitWithin(200, 100)).toEqual({ width: 200, height: 100 });
  });

  it('un PNG sigue siendo PNG; lo demás se envía como JPEG con ese nombre', () => {
    expect(outputFormatOf('image/png')).toEqual({ mime: 'image/png', extension: 'png' });
    expect(outputFormatOf('image/webp')).toEqual({ mime: 'image/jpeg', extension: 'jpg' });
    expect(pictureName('logo empresa.final.webp', 'jpg')).toBe('logo empresa.final.jpg');
    expect(pictureName('sin-extension', 'jpg')).toBe('sin-extension.jpg');
  });
});

describe('resumen de la empresa', () => {
  it('arma el domicilio fiscal en una línea, sin lo que no se capturó', () => {
    expect(formatTaxAddress({ street: 'Paseo de la Reforma', outdoorNum: '250', interiorNumber: 'Piso 12', colonia: 'Juárez', cp: '06600', city: 'Ciudad de México', country: 'México' })).toBe(
      'Paseo de la Reforma 250, int. Piso 12, Juárez, C.P. 06600, Ciudad de México, México',
    );
    expect(formatTaxAddress({ street: 'Hidalgo', outdoorNum: '', interiorNumber: '', colonia: '', cp: '', city: 'Monterrey', country: 'México' })).toBe('Hidalgo, Monterrey, México');
  });

  it('el apellido materno es opcional en el nombre del representante', () => {
    expect(representativeName({ name: 'Ana', apaterno: 'Martínez', amaterno: '', curp: 'X' })).toBe('Ana Martínez');
  });
});
