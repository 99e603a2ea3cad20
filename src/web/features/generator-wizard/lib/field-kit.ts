import { get, set } from 'idb-keyval';
import type { TCatalogueWithWorkbook } from '../../../../shared/contracts/catalogues.contract';
import type { TRegionManager } from '../../../../shared/contracts/generators.contract';
import { offlineStores } from '../../../offline/offline-db';

export interface FieldKitClient {
  id: string;
  name: string;
  rfc: string;
}

/**
 * What the wizard needs to open without a network, refreshed on every online visit: who is
 * signed in, the provider company, its clients and, per client, services offered, region managers
 * and the active catalogue.
 */
export interface FieldKit {
  userId: string;
  userName: string;
  /** For the supervisor step's prefill; absent in kits saved before it existed. */
  user?: { completeName: string; email: string };
  /** The company profile's logo, its bytes kept on the device (null: none, or not a PNG/JPEG). */
  providerLogo?: ProfileLogo | null;
  provider: { id: string; name: string; rfc: string };
  clients: FieldKitClient[];
  services: Record<string, string[]>;
  managers: Record<string, TRegionManager[]>;
  /** Each client's active catalogue (null: none); absent in kits saved before the calculator existed. */
  catalogues?: Record<string, TCatalogueWithWorkbook | null>;
  refreshedAt: number;
}

/** The company profile picture as a generator logo: the files store keeps its bytes under `fileId`. */
export interface ProfileLogo {
  pictureId: string;
  fileId: string;
  name: string;
  extension: string;
}

const KEY = 'current';

export const readFieldKit = () => get<FieldKit>(KEY, offlineStores().fieldKit);
export const saveFieldKit = (kit: FieldKit) => set(KEY, kit, offlineStores().fieldKit);
