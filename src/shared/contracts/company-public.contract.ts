import { COMPANY_TYPES, PRODUCTS } from '../domain/enums';
import { z } from '../domain/zod-locale';
import { envelope } from './envelope';

/**
 * GET /companies/{id}/public (spec 1 §7): the card any signed-in user may see of a company, e.g.
 * before inviting it. Only what is safe to show to anyone: name, RFC, person type and the URL of
 * its profile picture (null without one); no address, contacts, plan or members.
 */
export const ZCompanyPublic = z.object({
  id: z.uuid(),
  name: z.string(),
  rfc: z.string(),
  type: z.enum(COMPANY_TYPES),
  profilePictureUrl: z.string().nullable(),
});
export type TCompanyPublic = z.infer<typeof ZCompanyPublic>;
export const ZCompanyPublicResponse = envelope(ZCompanyPublic);

/** GET /additional/product/company/{id} (spec 1 §4: the main company's additional products). */
export const ZAdditionalProducts = z.object({ companyId: z.uuid(), additionalProductList: z.array(z.enum(PRODUCTS)) });
export type TAdditionalProducts = z.infer<typeof ZAdditionalProducts>;
export const ZAdditionalProductsResponse = envelope(ZAdditionalProducts);

/** The public picture's address, served to any signed-in user. */
export const publicPictureUrl = (companyId: string) => `/api/v1/companies/${companyId}/public/profilepicture`;
