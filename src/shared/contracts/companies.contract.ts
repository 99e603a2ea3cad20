import { ZCompany } from '../domain/company';
import { COMPANY_TYPES, MEMBER_ROLES } from '../domain/enums';
import { z } from '../domain/zod-locale';
import { MENSAJES_EMPRESA as M } from '../labels/messages';
import { envelope } from './envelope';
import { curp, optionalText, rfc, text } from './fields';
import { ZTagFilter } from './tags.contract';

const required = text(M.campoRequerido);
const optional = optionalText();

export const ZLegalRepresentativeForm = z.strictObject({
  name: required,
  apaterno: required,
  amaterno: optional,
  curp: curp({ required: M.campoRequerido, invalid: M.formatoInvalido }),
});

/** Company data form (spec 1 §5), shared by /additional-data, the gate dialog and the server. */
export const ZCompanyForm = z.strictObject({
  name: required,
  type: z.enum(COMPANY_TYPES, { error: M.campoRequerido }),
  rfc: rfc({ required: M.campoRequerido, invalid: M.formatoInvalido }),
  web: optional,
  sector: required,
  employeesSize: z.number({ error: M.numeroPositivo }).int(M.entero).min(0, M.numeroPositivo).max(10_000_000, M.numeroPositivo),
  servicesOffered: z.array(z.string().trim().min(2, M.seleccioneServicio).max(200)).min(1, M.seleccioneServicio).max(100),
  taxResidence: z.strictObject({
    street: required,
    outdoorNum: optional,
    interiorNumber: optional,
    colonia: required,
    cp: required,
    city: required,
    country: required,
  }),
  legalRepresentatives: z.array(ZLegalRepresentativeForm).min(1, M.alMenosUnRepresentante).max(20),
  repses: z.array(z.strictObject({ name: required })).min(1, M.alMenosUnaActividad).max(50),
});
export type TCompanyForm = z.infer<typeof ZCompanyForm>;
export type TCompanyFormInput = z.input<typeof ZCompanyForm>;

export const ZCompanyIdParams = z.object({ id: z.uuid() });
export const ZCompanyResponse = envelope(ZCompany);

export const ZCompanyWithRole = ZCompany.extend({ role: z.enum(MEMBER_ROLES), via: z.enum(['member', 'group']) });
export type TCompanyWithRole = z.infer<typeof ZCompanyWithRole>;

/** Company list of spec 1 §7: page 0 and size 500 by default. */
export const ZCompaniesQuery = z.object({
  page: z.coerce.number().int().min(0).default(0),
  size: z.coerce.number().int().min(1).max(500).default(500),
  search: z.string().trim().max(100).optional(),
});
export const ZCompaniesResponse = envelope(z.object({ items: z.array(ZCompanyWithRole), total: z.number().int(), page: z.number().int(), size: z.number().int() }));

export const GROUP_FILTERS = ['todos', 'fisica', 'moral', 'recientes'] as const;
export type GroupFilter = (typeof GROUP_FILTERS)[number];
/** "Ultimas agregadas": companies updated within this many days (spec 3 §2.3). */
export const RECENT_COMPANY_DAYS = 2;

export const ZGroupQuery = z.object({
  filter: z.enum(GROUP_FILTERS).default('todos'),
  archived: z.stringbool().default(false),
  search: z.string().trim().max(100).optional(),
  /** Only the companies carrying this tag (case-insensitive); the chip counts follow it. */
  tag: ZTagFilter,
});
/** A card of the group home: the company and its tags. */
export const ZGroupCompanyCard = ZCompany.extend({ tags: z.array(z.string()) });
export type TGroupCompanyCard = z.infer<typeof ZGroupCompanyCard>;
export const ZGroupResponse = envelope(
  z.object({
    group: ZCompany,
    items: z.array(ZGroupCompanyCard),
    counts: z.object({ todos: z.number().int(), fisica: z.number().int(), moral: z.number().int(), recientes: z.number().int() }),
  }),
);
export const ZArchiveParams = z.object({ id: z.uuid(), flag: z.stringbool() });

/** Profile picture (spec 1 §5): only extension, name and base64 content are sent; shown at 160 px. */
export const PROFILE_PICTURE = { displayPx: 160, maxBytes: 2 * 1024 * 1024, extensions: ['png', 'jpg', 'jpeg', 'webp'] } as const;
export const ZProfilePictureRequest = z.strictObject({
  name: z.string().trim().min(1).max(200),
  extension: z.enum(PROFILE_PICTURE.extensions, { error: 'Solo se permiten imágenes PNG, JPG o WEBP' }),
  content: z.base64({ error: 'El contenido de la imagen no es válido' }).max(Math.ceil((PROFILE_PICTURE.maxBytes * 4) / 3) + 4, 'La imagen excede 2 MB'),
});
export type TProfilePictureRequest = z.infer<typeof ZProfilePictureRequest>;
