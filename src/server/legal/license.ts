import type { TextDocument } from '../pdf/text-document';

/** Contrato de licencia de uso del software. */
export const LICENSE: TextDocument = {
  title: 'Contrato de licencia de uso',
  subtitle: 'Licencia de uso de la plataforma Avala como servicio',
  sections: [
    { heading: 'Primera. Licencia', paragraphs: ['Avala otorga al Cliente una licencia no exclusiva, intransferible y revocable para usar la Plataforma a través de internet, durante la vigencia de la orden contratada y únicamente para la gestión interna de su cumplimiento y el de sus contrapartes.'] },
    { heading: 'Segunda. Restricciones', paragraphs: ['El Cliente no podrá copiar, modificar, descompilar ni realizar ingeniería inversa de la Plataforma; sublicenciarla o revenderla; usarla para fines ilícitos; ni intentar acceder a datos de otros clientes.'] },
    { heading: 'Tercera. Propiedad intelectual', paragraphs: ['La Plataforma, su código, marcas y documentación son propiedad de Avala. Los documentos y datos cargados por el Cliente son de su propiedad.'] },
    { heading: 'Cuarta. Disponibilidad y actualizaciones', paragraphs: ['Avala procurará una disponibilidad continua del servicio y podrá actualizar la Plataforma para mejorarla. Las ventanas de mantenimiento se anunciarán en la Plataforma con anticipación.'] },
    { heading: 'Quinta. Vigencia y terminación', paragraphs: ['La licencia se renueva mensualmente con la orden. Cualquiera de las partes puede terminarla conforme a los Términos y condiciones; al terminar, el Cliente dispondrá de 30 días para descargar su información.'] },
    { heading: 'Sexta. Disposiciones generales', paragraphs: ['Este contrato se complementa con los Términos y condiciones y el Aviso de privacidad, y se rige por las leyes federales de los Estados Unidos Mexicanos.'] },
  ],
};
