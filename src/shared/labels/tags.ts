/** Company tags (Administración › Empresas, the group home filter). Decided here: the spec names the field only. */
export const ETIQUETAS = {
  etiquetas: 'Etiquetas',
  etiqueta: 'Etiqueta',
  ayuda: 'Escriba una etiqueta y presione Enter.',
  filtrar: 'Filtrar por etiqueta',
  todas: 'Todas las etiquetas',
  sinEtiquetas: 'Sin etiquetas',
  cargando: 'Cargando etiquetas...',
  /** "3/10 etiquetas" under the field. */
  cuenta: (n: number, max: number) => `${n}/${max} etiquetas`,
  /** "12/30 caracteres" of the tag being typed. */
  caracteres: (n: number, max: number) => `${n}/${max} caracteres`,
  habilitada: 'Habilitada',
  habilitadaAyuda: 'Una empresa deshabilitada conserva su información, pero no se puede elegir como empresa principal ni aparece para elegirla.',
  deshabilitada: 'Deshabilitada',
} as const;

/** Validation messages of tags (server and form). */
export const MENSAJES_ETIQUETAS = {
  vacia: 'La etiqueta no puede estar vacía',
  muyLarga: (max: number) => `Cada etiqueta puede tener máximo ${max} caracteres`,
  demasiadas: (max: number) => `Máximo ${max} etiquetas por empresa`,
  repetida: 'Hay etiquetas repetidas (sin importar mayúsculas)',
} as const;
