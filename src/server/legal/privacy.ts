import type { TextDocument } from '../pdf/text-document';

/** Aviso de privacidad integral (versión marzo de 2022), per the LFPDPPP. */
export const PRIVACY: TextDocument = {
  title: 'Aviso de privacidad',
  subtitle: 'Versión marzo de 2022',
  sections: [
    { heading: 'Responsable', paragraphs: ['Avala (el «Responsable») es responsable del tratamiento de sus datos personales conforme a la Ley Federal de Protección de Datos Personales en Posesión de los Particulares, su Reglamento y los Lineamientos del Aviso de Privacidad.'] },
    { heading: 'Datos que tratamos', paragraphs: ['Datos de identificación y contacto de los usuarios (nombre, correo electrónico, CURP y RFC cuando se proporcionan); datos de las empresas y de sus representantes legales; documentos laborales y fiscales que las empresas cargan, que pueden contener datos de sus trabajadores (nombre, CURP, número de seguridad social, salario); datos de geolocalización y fotografías capturadas en reportes de campo; y datos técnicos de uso (dirección IP, navegador, bitácoras de acceso).', 'No tratamos datos de tarjetas de pago: estos se capturan directamente por el proveedor de pagos.'] },
    { heading: 'Finalidades', paragraphs: ['Finalidades primarias: crear y administrar cuentas; prestar el servicio de gestión documental de cumplimiento REPSE; verificar documentos y su integridad; generar reportes; enviar notificaciones del servicio; atender soporte; facturar.', 'Finalidades secundarias: encuestas de satisfacción y avisos sobre nuevas funciones. Puede negarse a ellas escribiendo a privacidad@avala.mx sin que ello afecte el servicio.'] },
    { heading: 'Transferencias', paragraphs: ['Sus datos se comparten con las empresas con las que su empresa colabora en la Plataforma, en la medida necesaria para la relación cliente-proveedor, y con proveedores de infraestructura que actúan como encargados. No se transfieren a terceros para fines distintos sin su consentimiento, salvo los casos del artículo 37 de la Ley.'] },
    { heading: 'Derechos ARCO y revocación', paragraphs: ['Usted puede acceder, rectificar, cancelar u oponerse al tratamiento de sus datos, así como revocar su consentimiento, enviando una solicitud a privacidad@avala.mx con su nombre, el derecho que ejerce, una descripción clara de los datos y una identificación oficial.', 'Responderemos dentro de un plazo máximo de 20 días hábiles contados desde la recepción de la solicitud, plazo que podrá ampliarse una sola vez por otros 20 días hábiles cuando las circunstancias lo justifiquen.'] },
    { heading: 'Conservación y seguridad', paragraphs: ['Conservamos los datos mientras la cuenta esté activa y durante los plazos que exijan las obligaciones legales aplicables. Aplicamos medidas de seguridad administrativas, técnicas y físicas, incluidas contraseñas cifradas, bitácoras de auditoría y registros verificables de los documentos.'] },
    { heading: 'Cookies', paragraphs: ['La Plataforma usa una cookie técnica indispensable para mantener la sesión iniciada; no utiliza cookies de publicidad.'] },
    { heading: 'Cambios al aviso', paragraphs: ['Los cambios a este aviso se publicarán en la Plataforma y se notificarán por correo electrónico a los usuarios registrados.'] },
  ],
};
