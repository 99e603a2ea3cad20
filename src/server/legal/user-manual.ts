import type { TextDocument } from '../pdf/text-document';

/** Manual de usuario corporativo, offered in the help menu to CORPORATIVO and PREMIUM plans. */
export const USER_MANUAL: TextDocument = {
  title: 'Manual de usuario corporativo',
  subtitle: 'Guía rápida de Avala para clientes corporativos',
  sections: [
    { heading: 'Inicio de sesión', paragraphs: ['Ingrese con su correo y contraseña. Si su empresa activó la verificación en dos pasos, escriba el código que recibirá por correo. La sesión dura dos horas; después se le pedirá ingresar de nuevo.'] },
    { heading: 'Expediente', paragraphs: ['En el expediente de cada proveedor se concentran sus documentos legales permanentes: acta constitutiva, registro REPSE, poderes y constancias. Revise la vigencia del registro REPSE, que debe renovarse cada tres años.'] },
    { heading: 'Cumplimiento', paragraphs: ['Cada servicio tiene etapas con requisitos mensuales y cuatrimestrales: CFDI de nómina de los trabajadores asignados, pagos de ISR e IVA, resumen del SUA y pago al IMSS, opiniones de cumplimiento y acuses del ICSOE y del SISUB. Valide o rechace cada documento con un comentario.'] },
    { heading: 'Reporteo', paragraphs: ['Los reportes muestran el avance de cumplimiento por proveedor y por periodo, y pueden exportarse a Excel. El tablero de riesgos resume los incumplimientos y las coincidencias en las listas 69 y 69-B del SAT.'] },
    { heading: 'Bóveda', paragraphs: ['La bóveda guarda cada documento con su huella digital y una bitácora verificable: puede comprobar en cualquier momento que un archivo no ha sido alterado desde que se cargó.'] },
    { heading: 'Administración', paragraphs: ['Los administradores dan de alta usuarios, asignan roles (Administrador, Colaborador, Lector), configuran las políticas de contraseña y la verificación en dos pasos, y editan los datos de la empresa.'] },
  ],
};
