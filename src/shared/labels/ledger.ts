import { countOf } from '../text/count';

/** The public ledger's API messages and the verification report (web "Verificar" and the CLI). */
export const MENSAJES_REGISTRO = {
  indiceFueraDeRango: 'El índice debe ser menor que el tamaño del árbol.',
  tamanoMayorAlActual: (actual: number) => `El tamaño del árbol no puede ser mayor que el actual (${actual}).`,
  primeroInvalido: 'El primer tamaño debe ser al menos 1 y no mayor que el segundo.',
  entradaNoEncontrada: 'No existe una entrada con ese índice.',
  numeroInvalido: 'Debe ser un número entero no negativo.',
} as const;

export const VERIFICACION = {
  titulo: {
    archivo: 'Hash del archivo',
    cid: 'Identificador IPFS (CID)',
    clave: 'Clave pública',
    firma: 'Firma del checkpoint',
    entrada: 'Entrada del registro',
    inclusion: 'Prueba de inclusión',
  },
  archivoOk: 'El sha256 del archivo coincide con el registrado.',
  archivoMal: (real: string, esperado: string) => `El archivo fue modificado: su sha256 es ${real} y el registrado es ${esperado}.`,
  cidOk: 'El CID corresponde al sha256 registrado.',
  cidMal: 'El CID no corresponde al sha256 registrado.',
  claveOk: 'La clave pública es válida.',
  claveMal: 'La clave pública no es válida.',
  claveDistinta: 'La clave pública del paquete no es la clave publicada que usted indicó.',
  firmaOk: (tamano: number) => `El checkpoint de ${countOf(tamano, 'entrada', 'entradas')} está firmado por la clave publicada.`,
  firmaMal: 'La firma del checkpoint no es válida para la clave publicada.',
  checkpointMalFormado: 'El checkpoint no tiene el formato esperado.',
  sinEntradas: 'El paquete no contiene entradas del registro.',
  entradaOk: (indice: number) => `La entrada ${indice} es canónica y su hash coincide.`,
  entradaMal: (indice: number) => `La entrada ${indice} fue alterada: su contenido no corresponde al hash de hoja registrado.`,
  entradaOtroArchivo: (indice: number) => `La entrada ${indice} no corresponde a este archivo (sha256 o CID distintos).`,
  inclusionOk: (indice: number, tamano: number) => `La entrada ${indice} está incluida en el árbol firmado de ${countOf(tamano, 'entrada', 'entradas')}.`,
  inclusionMal: (indice: number) => `La prueba de inclusión de la entrada ${indice} no concuerda con la raíz firmada.`,
  inclusionFaltante: (indice: number) => `Falta la prueba de inclusión de la entrada ${indice}.`,
  resumenOk: 'Verificación correcta: el archivo es el registrado y su historial está en el registro firmado.',
  resumenMal: 'La verificación falló.',
} as const;
