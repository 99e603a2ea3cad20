import type { TGeneratorSummary } from '../../../shared/contracts/catalogues.contract';
import type { TRegionManager, TSigningProgress } from '../../../shared/contracts/generators.contract';
import type { GeneratorPdfInput } from '../../pdf/generator-pdf';
import type { Actor } from '../../plugins/auth';

/**
 * What the generators module needs from modules that own other tables. context.ts passes them in,
 * so generators never reads another module's repository (ARCHITECTURE §2, "one owner per table").
 */

/** What starting a signature process answers (the envelope's respuesta). */
export interface SignProcessStarted {
  processId: string;
  pdfFileId: string;
  signers: { role: string; name: string; signed: boolean; signedAt: string | null }[];
}

/** The signatures module (bound late: signatures also calls generators). */
export interface SigningPort {
  hasActiveProcess(generatorId: string): Promise<boolean>;
  start(actor: Actor, generatorId: string): Promise<SignProcessStarted>;
  /** The running processes of these generators: signers who signed out of all. */
  progress(generatorIds: readonly string[]): Promise<Map<string, TSigningProgress>>;
  /** The signature page of the generator's last completed process, to print again on a re-rendered PDF. */
  signatureSheet(generatorId: string): Promise<GeneratorPdfInput['signatures'] | undefined>;
}

/** The catalogues module: checks a summary against one of the client's catalogues; returns the grand total in cents. */
export interface PricingPort {
  priceSummary(clientCompanyId: string, summary: TGeneratorSummary): Promise<number>;
}

/** The generator-setup module: the client's current region managers. */
export interface RegionManagersPort {
  regionManager(clientCompanyId: string, email: string): Promise<TRegionManager | undefined>;
}
