import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { type Allowed, countPhrasesOf, scanRepository, scanText, textsOf } from './spanish-voice-scan';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/**
 * Texts the scan flags on purpose. Spec texts quoted word for word keep the spec's tú (issue 10 §7:
 * keep the spec's exact texts where the spec fixes them); the rest are names from a file format.
 */
const ALLOWED: Allowed[] = [
  { file: 'src/shared/labels/messages.ts', text: 'Ocurrió un error inesperado, intenta más tarde.', reason: 'spec 1 §8 (after login, no user or main company), word for word' },
  { file: 'src/shared/labels/messages.ts', text: 'Debes subir mínimo 5 fotografías.', reason: 'spec 3 §5 (only "minimo" fixed)' },
  { file: 'src/shared/labels/messages.ts', text: 'Debes subir máximo 12 fotografías.', reason: 'spec 3 §5, word for word' },
  { file: 'src/shared/labels/messages.ts', text: 'Has llegado al límite de fotografías.', reason: 'spec 3 §8, word for word' },
  { file: 'src/shared/labels/messages.ts', text: 'Por favor, inténtalo de nuevo más tarde.', reason: 'spec 3 §8, two catalogue messages word for word' },
  { file: 'src/shared/labels/catalogue.ts', text: 'Estás a punto de ', reason: 'spec 3 §4 catalogue toggle confirmation, word for word' },
  { file: 'src/shared/labels/catalogue.ts', text: ' ¿estás seguro?', reason: 'spec 3 §4 catalogue toggle confirmation, word for word' },
  { file: 'src/shared/domain/catalogue.ts', text: 'Catalogo PE Materiales', reason: 'sheet name the uploaded workbooks carry (spec 3 §2.7)' },
  { file: 'src/server/xlsx/catalogue-demo.ts', text: 'Catalogo PE Materiales', reason: 'sheet name of the demo workbook' },
  { file: 'src/server/app.ts', text: '{ codigo, respuesta, mensaje }', reason: 'field names of the API envelope' },
  { file: 'src/shared/labels/compliance-documents.ts', text: 'El archivo está corrupto o vacío. Por favor, inténtalo de nuevo.', reason: 'spec 2 §5 upload document, word for word' },
  { file: 'src/shared/labels/counterparts.ts', text: 'Seleccione almenos 1 servicio', reason: 'spec 2 §5 new contact, word for word' },
  { file: 'src/shared/labels/counterparts.ts', text: '¿Estas seguro que quieres eliminar este', reason: 'spec 2 §2 delete confirmation, word for word' },
  { file: 'src/shared/labels/contracts.ts', text: 'Modficar datos del contrato', reason: 'spec 2 §2 contract data dialog, word for word' },
  { file: 'src/server/modules/payroll/payroll-cfdi-parser.ts', text: 'Percepcion', reason: 'SAT Nómina 1.2 XML names (Percepcion, TipoPercepcion)' },
  { file: 'src/server/modules/payroll/payroll-cfdi-parser.ts', text: 'Deduccion', reason: 'SAT Nómina 1.2 XML names (Deduccion, TipoDeduccion)' },
  { file: 'src/server/seed/payroll-cfdi-sample.ts', text: 'SubContratacion', reason: 'SAT Nómina 1.2 XML name' },
  { file: 'src/server/seed/sat-list-files.ts', text: 'FECHAS DE PRIMERA PUBLICACION', reason: 'a header of the article 69 files as SAT writes it' },
  { file: 'src/server/seed/payroll-cfdi-sample.ts', text: 'Percepcion', reason: 'SAT Nómina 1.2 XML names' },
  { file: 'src/server/seed/payroll-cfdi-sample.ts', text: 'Deduccion', reason: 'SAT Nómina 1.2 XML names' },
  { file: 'src/shared/labels/sat-lists.ts', text: 'Formato invalido', reason: 'spec 2 §5 RFC lookup, word for word' },
  { file: 'src/shared/labels/sat-lists.ts', text: 'Consulta un nuevo proveedor', reason: 'spec 2 §2 blacklist lookup dialog title, word for word' },
  { file: 'src/server/seed/payroll-cfdi-sample.ts', text: 'Exportacion', reason: 'SAT CFDI 4.0 XML names (Exportacion, LugarExpedicion)' },
  { file: 'src/server/seed/payroll-cfdi-sample.ts', text: 'Descripcion', reason: 'SAT CFDI 4.0 XML name (Concepto@Descripcion)' },
  { file: 'src/shared/labels/management.ts', text: 'Selecciona la menos una empresa', reason: 'spec 3 §5 user form, word for word' },
  { file: 'src/shared/labels/management.ts', text: 'Selecciona la menos un rol', reason: 'spec 3 §5 user form, word for word' },
  { file: 'src/shared/labels/service-generators.ts', text: 'Cátalogo', reason: 'spec 2 §2 contract panel button, word for word' },
  { file: 'src/shared/labels/sat-lists.ts', text: 'Firmes', reason: 'name of the SAT article 69 list of créditos firmes, not the tú subjunctive' },
  // Capitals the spec spells so (titles, buttons, columns and labels quoted from it).
  ...(
    [
      ['src/shared/domain/catalogue.ts', 'Banamex Materiales', 'spec 3 §2.7 sheet name'],
      ['src/shared/domain/generator.ts', 'Bajo Revisión', 'spec 3 generator status label'],
      ['src/shared/domain/generator.ts', 'Estado de Pago', 'spec 3 §2 report column'],
      ['src/shared/labels/catalogue.ts', 'Detalles del Uso', 'spec 3 calculator'],
      ['src/shared/labels/catalogue.ts', 'Total General', 'spec 3 §2 summary'],
      ['src/shared/labels/company-form.ts', 'Apellido Paterno', 'spec 1 company form'],
      ['src/shared/labels/company-form.ts', 'Apellido Materno', 'spec 1 company form'],
      ['src/shared/labels/provider-generator-info.ts', 'Apellido Paterno', 'spec 3 §2.9 contacts'],
      ['src/shared/labels/provider-generator-info.ts', 'Apellido Materno', 'spec 3 §2.9 contacts'],
      ['src/shared/labels/counterparts.ts', 'Personas Físicas', 'spec 2 chips'],
      ['src/shared/labels/counterparts.ts', 'Personas Morales', 'spec 2 chips'],
      ['src/shared/labels/counterparts.ts', 'Mis Clientes', 'spec 2 home cards'],
      ['src/shared/labels/counterparts.ts', 'Mis Proveedores', 'spec 2 home cards'],
      ['src/shared/labels/generators-area.ts', 'Mis Proveedores', 'spec 3 generators area'],
      ['src/shared/labels/generators-area.ts', 'Personas Físicas', 'spec 3 chips'],
      ['src/shared/labels/generators-area.ts', 'Personas Morales', 'spec 3 chips'],
      ['src/shared/labels/generators-area.ts', 'Generar Reporte', 'spec 3 §2 export'],
      ['src/shared/labels/generators-area.ts', 'Ver Generador', 'spec 3 action'],
      ['src/shared/labels/management-security.ts', 'Nueva Empresa', 'spec 3 §4 Empresas'],
      ['src/shared/labels/management.ts', 'Nuevo Usuario', 'spec 3 §4 Usuarios'],
      ['src/shared/labels/management.ts', 'Nuevo Rol', 'spec 3 §4 Roles'],
      ['src/shared/labels/management.ts', 'Entrar a Administración', 'names the Administración section'],
      ['src/shared/labels/requirement-card.ts', 'Validar Revision', 'spec 2 §2 viewer button'],
      ['src/shared/labels/risk-board.ts', 'Descargar Reporte Diario', 'spec 2 §2 risk board button'],
      ['src/shared/labels/risk-board.ts', 'Reporte Diario', 'spec 2 §2 the daily report the button names (its sheet)'],
      ['src/web/features/auth/components/sign-in-form.tsx', 'Iniciar Sesión', 'spec 1 §2 sign-in title'],
    ] as const
  ).map(([file, text, reason]) => ({ file, text, reason })),
  // Counts whose number is a fixed limit, never 1.
  { file: 'src/shared/labels/contracts.ts', text: 'como máximo ${max} caracteres', reason: 'limit constant (200)' },
  { file: 'src/shared/labels/counterparts.ts', text: 'como máximo ${max} caracteres', reason: 'limit constant (40)' },
  { file: 'src/shared/labels/tags.ts', text: '${n}/${max} etiquetas', reason: 'a counter against a limit constant (10)' },
  { file: 'src/shared/labels/tags.ts', text: '${n}/${max} caracteres', reason: 'a counter against a limit constant (30)' },
  { file: 'src/shared/labels/tags.ts', text: 'máximo ${max} caracteres', reason: 'limit constant (30)' },
  { file: 'src/shared/labels/tags.ts', text: 'Máximo ${max} etiquetas', reason: 'limit constant (10)' },
  { file: 'src/shared/labels/document-sets.ts', text: 'más de ${max.toLocaleString(\'es-MX\')} filas', reason: 'limit constant (2,000)' },
  { file: 'src/shared/labels/messages.ts', text: 'el máximo de ${max} celdas', reason: 'limit constant (15,000)' },
  { file: 'src/server/modules/payroll/payroll.routes.ts', text: 'campos files', reason: 'OpenAPI description of a batch-size constant' },
];

describe('una sola voz en español (usted, sin faltas conocidas)', () => {
  it('los textos de shared, web y server no tienen faltas conocidas ni formas de tú', () => {
    const { hits, unusedAllowed } = scanRepository(ROOT, ALLOWED);
    expect(hits.map((h) => `${h.file}:${h.line} [${h.kind}] «${h.word}» en «${h.text}»`)).toEqual([]);
    // A stale entry would silently allow the text back.
    expect(unusedAllowed).toEqual([]);
    // Parsing every source file takes a few seconds on a busy machine.
  }, 60_000);

  it('detecta una falta plantada, el tú y «email», como palabras completas', () => {
    expect(scanText('Seleccione almenos 1 servicio')).toEqual([{ word: 'almenos', kind: 'misspelling' }]);
    expect(scanText('Vizualizar catálogo').map((h) => h.word)).toEqual(['Vizualizar']);
    expect(scanText('Ultimas agregadas').map((h) => h.word)).toEqual(['Ultimas']);
    expect(scanText('Cuidad').map((h) => h.word)).toEqual(['Cuidad']);
    expect(scanText('No hay informacion de la sesion').map((h) => h.word)).toEqual(['sesion', 'informacion']);
    expect(scanText('Ingresa tu contraseña.').map((h) => `${h.kind}:${h.word}`)).toEqual(['tú:tu', 'tú:Ingresa']);
    expect(scanText('Listo. Revisa tus datos.').map((h) => h.word)).toEqual(['tus', 'Revisa']);
    expect(scanText('Debe ser un email válido')).toEqual([{ word: 'email', kind: 'correo' }]);
    expect(scanText('Los documentos que cargues en la bóveda').map((h) => `${h.kind}:${h.word}`)).toEqual(['tú:cargues']);
    expect(scanText('Nuevo Usuario')).toEqual([{ word: 'Nuevo Usuario', kind: 'mayúsculas' }]);
  });

  it('pide singular y plural donde un número precede al sustantivo', () => {
    const counts = (source: string) => countPhrasesOf(source, true).map((p) => p.text);
    expect(counts('const a = (n: number) => `${n} clientes`;')).toEqual(['`${n} clientes`']);
    expect(counts('const a = (n: number) => <Text>{n} clientes</Text>;')).toEqual(['clientes']);
    expect(counts("const a = (n: number) => (n === 1 ? '1 cliente' : `${n} clientes`);")).toEqual([]);
    expect(counts('const a = (n: number, max: number) => `${n} de ${max} fotografías`;')).toEqual([]);
    expect(counts('const a = (code: string) => `El generador ${code} es nuevo y ${code} más`;')).toEqual([]);
  });

  it('no toma por título una frase con nombres propios, una oración ni una ruta', () => {
    expect(scanText('Nuevo usuario')).toEqual([]);
    expect(scanText('Exportar a Excel')).toEqual([]);
    expect(scanText('Inicio · Generadores · Avala')).toEqual([]);
    expect(scanText('Bienvenido a Avala')).toEqual([]);
  });

  it('no confunde usted ni palabras que solo contienen las formas', () => {
    expect(scanText('Ingrese su contraseña. Revise sus datos e inténtelo más tarde.')).toEqual([]);
    // Third person, not an imperative: only sentence starts count for these verbs.
    expect(scanText('La bóveda guarda cada documento y el cliente revisa el generador.')).toEqual([]);
    expect(scanText('Tutorial de la tubería: turno y catálogo')).toEqual([]);
    expect(scanText('tabla-catalogo')).toEqual([]);
    expect(scanText('admin@empresa.mx')).toEqual([]);
  });

  it('lee literales, plantillas y texto JSX, no comentarios ni importaciones', () => {
    const source = "import x from './catalogo';\n// tu comentario\nconst a = 'Hola';\nconst b = `Tu ${a} plan`;\nexport const C = () => <p>Elige tu plan</p>;\n";
    expect(textsOf(source, true).map((p) => p.text.trim())).toEqual(['Hola', 'Tu', 'plan', 'Elige tu plan']);
  });
});
