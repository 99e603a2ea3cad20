import { SIGNATURE_LIMITS as LIMITS, type TSignRequest, type TSigningSession } from '../../../shared/contracts/signatures.contract';
import { GENERATOR_LIMITS } from '../../../shared/domain/generator';
import { MENSAJES_FIRMA as F, MENSAJES_GENERADOR as G } from '../../../shared/labels/messages';
import { recordAudit } from '../../audit/audit-log';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { MailService } from '../../mail/mail.service';
import { signatureCodeMail, signatureRequestMail } from '../../mail/templates';
import { renderGeneratorPdf } from '../../pdf/generator-pdf';
import type { Actor } from '../../plugins/auth';
import type { FilesService } from '../files/files.service';
import { sniffMime } from '../../storage/file-types';
import { hashOtp, newOtpCode, otpMatches } from '../auth/otp-code';
import { newOpaqueToken, sha256Hex } from '../auth/tokens';
import type { GeneratorsService } from '../generators/generators.service';
import type { Notice, NotificationsService } from '../notifications/notifications.service';
import { AVISOS_GENERADOR as N, generatorNoticePath } from '../../../shared/labels/generator-notices';
import type { RegionManagersPort } from '../generators/generator-ports';
import { signaturesRepository, type ProcessRow, type SignerRow } from './signatures.repository';

const DAY = 86_400_000;
const HOUR = 3_600_000;
const MINUTE = 60_000;

/**
 * Security item 7: a signer may ask for at most CODES_PER_HOUR codes per hour, and a signer's
 * link allows MAX_FAILED_ATTEMPTS wrong codes in total. A new code never resets that count, or
 * re-requesting codes would allow unlimited guesses at a 6-digit code.
 */
export const SIGNING_CODE_LIMITS = { codesPerHour: 5, maxFailedAttempts: 10 } as const;

/** What signatures needs from the generators module (which owns the generators table). */
type GeneratorsPort = Pick<GeneratorsService, 'editable' | 'pdfInput' | 'findForSigning' | 'companyNames' | 'markSent' | 'markSigned' | 'providerAudience'>;

const ROLES = { supervisor: 'Supervisor', region: 'Responsable de la región', client: 'Validador del cliente' } as const;

const attemptsExhausted = () => new AppError('VALIDATION', { message: F.intentosAgotadosProceso, fields: { code: F.intentosAgotadosProceso } });

function signerView(s: SignerRow) {
  return { role: s.role, name: s.name, signed: s.signedAt !== null, signedAt: s.signedAt?.toISOString() ?? null };
}

/**
 * The generator's signature process: the provider sends the reviewed PDF; the supervisor, the
 * region responsible and a validator of the client each sign from a mailed link with their typed
 * name, a drawn signature and a mailed code. The last signature produces the final PDF with a
 * signature page (signer, time, IP, sha256 of the reviewed document) and moves the generator to
 * REVISION.
 */
export function createSignaturesService(deps: {
  db: Db;
  files: FilesService;
  mail: MailService;
  generators: GeneratorsPort;
  regionManagers: RegionManagersPort;
  notifications: NotificationsService;
  publicUrl: string;
  now?: () => Date;
}) {
  const repo = signaturesRepository(deps.db);
  const now = deps.now ?? (() => new Date());

  async function storePdf(bytes: Buffer, companyId: string, name: string, actorId: string | null) {
    return deps.files.storeUpload({ actor: actorId ? { userId: actorId } : null, companyId, kind: 'generator_pdf', source: bytes, filename: name, allowed: ['pdf'], maxBytes: bytes.byteLength });
  }

  async function signerFromToken(token: string) {
    const found = await repo.signerByToken(sha256Hex(token));
    if (!found || found.signer.tokenExpiresAt <= now() || found.process.status === 'CANCELLED') throw new AppError('NOT_FOUND', { message: F.enlaceInvalido });
    return found;
  }

  /** Checks the spec's sending rules: complete sections, provider logo, 5 to 12 photos. */
  function assertReady(input: Awaited<ReturnType<GeneratorsService['pdfInput']>>) {
    const g = input.generator;
    if (!g.general || !g.supervisor) throw new AppError('VALIDATION', { message: G.valideGeneral });
    if (!g.geolocation) throw new AppError('VALIDATION', { message: G.errorVerifique });
    if (!g.providerLogoId) throw new AppError('VALIDATION', { message: G.sinLogo });
    const photos = g.photographic.beforeList.length + g.photographic.duringList.length + g.photographic.endList.length;
    if (photos < GENERATOR_LIMITS.minPhotos) throw new AppError('VALIDATION', { message: G.minimoFotos });
    if (photos > GENERATOR_LIMITS.maxPhotos) throw new AppError('VALIDATION', { message: G.maximoFotos });
  }

  /** The signature page of a process: who signed, when, from where, with their drawing. */
  async function sheet(process: ProcessRow, signers: SignerRow[]) {
    const withSignatures = [];
    for (const s of signers) {
      withSignatures.push({
        role: s.role,
        name: s.signedName ?? s.name,
        email: s.email,
        signedAt: s.signedAt ?? now(),
        ip: s.ip ?? '',
        image: s.signatureFileId ? ((await deps.files.bytes(s.signatureFileId)) ?? null) : null,
      });
    }
    return { documentSha256: process.documentSha256, signers: withSignatures };
  }

  function notice(generator: { id: string; generatedCode: string }, text: string, subject: string): Notice {
    return { type: N.tipo, subText: N.subTexto, path: generatorNoticePath(generator), text, subject };
  }

  async function finish(processId: string, generatorId: string) {
    const signers = await repo.signers(processId);
    if (signers.some((s) => !s.signedAt)) return;
    const generator = await deps.generators.findForSigning(generatorId);
    const process = await repo.activeProcess(generatorId);
    if (!generator || !process) return;
    const input = await deps.generators.pdfInput(generator);
    const pdf = await renderGeneratorPdf({ ...input, signatures: await sheet(process, signers) });
    const blob = await storePdf(pdf, generator.providerCompanyId, `${generator.generatedCode}-firmado.pdf`, null);
    const completed = await deps.db.transaction(async (tx) => {
      if (!(await signaturesRepository(tx).complete(processId, blob.id, now()))) return false;
      await deps.generators.markSigned(generator.providerCompanyId, generatorId, blob.id, tx);
      await recordAudit(tx, { action: 'generator.signed', companyId: generator.providerCompanyId, entity: 'generator', entityId: generatorId, details: { sha256: blob.sha256 } });
      // The provider's side, and the client's members who now review it.
      const done = notice(generator, N.firmaCompleta(generator.generatedCode), N.asunto.firmaCompleta(generator.generatedCode));
      await deps.notifications.notifyAudience(tx, deps.generators.providerAudience(generator), done);
      await deps.notifications.notifyAudience(tx, { companyId: generator.clientCompanyId, roles: ['Administrador', 'Colaborador'] }, done);
      return true;
    });
    if (completed) deps.notifications.sendSoon();
  }

  return {
    /** Whether the generator is being signed (the generators module then refuses edits). */
    hasActiveProcess: async (generatorId: string) => Boolean(await repo.activeProcess(generatorId)),

    async progress(generatorIds: readonly string[]) {
      return new Map((await repo.progressFor(generatorIds)).map((p) => [p.generatorId, { signed: p.signed, total: p.total }]));
    },

    async signatureSheet(generatorId: string) {
      const process = await repo.lastCompleted(generatorId);
      return process ? sheet(process, await repo.signers(process.id)) : undefined;
    },

    async start(actor: Actor, generatorId: string) {
      const row = await deps.generators.editable(actor, generatorId);
      const input = await deps.generators.pdfInput(row);
      assertReady(input);
      const { generator } = input;
      const supervisor = generator.supervisor;
      const validator = (await repo.membersWithRole(generator.clientCompanyId, ['Administrador', 'Colaborador']))[0];
      if (!supervisor || !validator) throw new AppError('UNPROCESSABLE', { message: F.sinValidador });
      // Both client-side signers come from the client company: the validator from its members, the
      // region responsible from its region-manager list (security item 6), whatever the provider typed.
      const responsible = await deps.regionManagers.regionManager(generator.clientCompanyId, supervisor.emailResponsible);
      if (!responsible) throw new AppError('VALIDATION', { message: G.responsableNoValido, fields: { 'supervisor.emailResponsible': G.responsableNoValido } });

      // The document the signers review already says what it is: sent, Bajo Revisión.
      const pdf = await renderGeneratorPdf({ ...input, generator: { ...input.generator, status: 'REVISION' } });
      const blob = await storePdf(pdf, generator.providerCompanyId, `${generator.generatedCode}.pdf`, actor.userId);
      const current = now();
      const people = [
        { role: ROLES.supervisor, name: `${supervisor.name} ${supervisor.lastName} ${supervisor.motherLastName}`.trim(), email: supervisor.email },
        { role: ROLES.region, name: responsible.name, email: responsible.email },
        { role: ROLES.client, name: validator.name, email: validator.email },
      ].map((person) => ({ ...person, token: newOpaqueToken() }));
      // The process, the generator's PDF, the signers' mails and the audit line commit together.
      const { process, signers } = await deps.db.transaction(async (tx) => {
        // Sending again after a rejection supersedes whatever process was left running.
        await signaturesRepository(tx).cancelActive(generatorId);
        const created = await signaturesRepository(tx).createProcess(
          { generatorId, documentFileId: blob.id, documentSha256: blob.sha256 },
          people.map((p, position) => ({ position, role: p.role, name: p.name, email: p.email.toLowerCase(), tokenHash: sha256Hex(p.token), tokenExpiresAt: new Date(current.getTime() + LIMITS.linkDays * DAY) })),
        );
        await deps.generators.markSent(tx, actor, row, blob.id);
        for (const person of people) {
          const url = new URL(`/firma/${person.token}`, deps.publicUrl).toString();
          await deps.mail.enqueue({ to: person.email, ...signatureRequestMail({ name: person.name, role: person.role, code: generator.generatedCode, providerName: generator.providerName, url, days: LIMITS.linkDays }) }, tx);
        }
        await recordAudit(tx, { action: 'generator.signature_started', actorUserId: actor.userId, companyId: generator.providerCompanyId, entity: 'generator', entityId: generatorId, details: { sha256: blob.sha256 } });
        const started = notice(generator, N.firmaIniciada(generator.generatedCode, people.length), N.asunto.firmaIniciada(generator.generatedCode));
        await deps.notifications.notifyAudience(tx, deps.generators.providerAudience(row), started);
        return created;
      });
      deps.mail.sendSoon();
      return { processId: process.id, pdfFileId: blob.id, signers: signers.map(signerView) };
    },

    async session(token: string): Promise<TSigningSession> {
      const { signer, process } = await signerFromToken(token);
      const generator = await deps.generators.findForSigning(process.generatorId);
      if (!generator) throw new AppError('NOT_FOUND', { message: F.enlaceInvalido });
      const names = await deps.generators.companyNames([generator.providerCompanyId, generator.clientCompanyId]);
      return {
        generatedCode: generator.generatedCode,
        providerName: names.get(generator.providerCompanyId)?.name ?? '',
        clientName: names.get(generator.clientCompanyId)?.name ?? '',
        documentSha256: process.documentSha256,
        processStatus: process.status,
        signer: { ...signerView(signer), email: signer.email },
        signers: (await repo.signers(process.id)).map(signerView),
      };
    },

    /** The PDF under review, or the final one once everybody signed. */
    async document(token: string) {
      const { process } = await signerFromToken(token);
      const bytes = await deps.files.bytes(process.finalFileId ?? process.documentFileId);
      if (!bytes) throw new AppError('NOT_FOUND');
      return bytes;
    },

    async sendCode(token: string) {
      const { signer, process } = await signerFromToken(token);
      if (signer.signedAt) throw new AppError('CONFLICT', { message: F.yaFirmado });
      if (signer.codeAttempts >= SIGNING_CODE_LIMITS.maxFailedAttempts) throw attemptsExhausted();
      const code = newOtpCode(LIMITS.codeLength);
      const current = now();
      const issued = await repo.setCode(signer.id, hashOtp(signer.id, code), {
        expiresAt: new Date(current.getTime() + LIMITS.codeMinutes * MINUTE),
        now: current,
        windowStartsAfter: new Date(current.getTime() - HOUR),
        perWindow: SIGNING_CODE_LIMITS.codesPerHour,
      });
      if (!issued) throw new AppError('RATE_LIMITED', { message: F.demasiadosCodigos });
      const generator = await deps.generators.findForSigning(process.generatorId);
      await deps.mail.enqueue({ to: signer.email, ...signatureCodeMail({ name: signer.name, code, generatorCode: generator?.generatedCode ?? '', minutes: LIMITS.codeMinutes }) });
    },

    async sign(token: string, input: TSignRequest, client: { ip: string; userAgent: string | undefined }) {
      const { signer, process } = await signerFromToken(token);
      if (signer.signedAt) throw new AppError('CONFLICT', { message: F.yaFirmado });
      if (process.status !== 'IN_PROGRESS') throw new AppError('NOT_FOUND', { message: F.enlaceInvalido });
      // Every entry takes one attempt first, atomically, so parallel guesses cannot pass the cap.
      if (!(await repo.takeAttempt(signer.id, SIGNING_CODE_LIMITS.maxFailedAttempts))) throw attemptsExhausted();
      const codeValid = signer.codeHash !== null && signer.codeExpiresAt !== null && signer.codeExpiresAt > now() && otpMatches(signer.id, input.code, signer.codeHash);
      if (!codeValid) throw new AppError('VALIDATION', { message: F.codigoInvalido, fields: { code: F.codigoInvalido } });
      const png = Buffer.from(input.signaturePng, 'base64');
      if (!sniffMime(png, 'png')) throw new AppError('VALIDATION', { message: F.firmaRequerida, fields: { signaturePng: F.firmaRequerida } });
      const generator = await deps.generators.findForSigning(process.generatorId);
      await deps.db.transaction(async (tx) => {
        const blob = await deps.files.storeUpload({
          actor: null,
          companyId: generator?.providerCompanyId ?? null,
          kind: 'signature',
          source: png,
          filename: `firma-${signer.id}.png`,
          allowed: ['png'],
          maxBytes: png.byteLength,
          tx,
          messages: { invalid: F.firmaRequerida },
          field: 'signaturePng',
        });
        const signed = await signaturesRepository(tx).markSigned(signer.id, { signedAt: now(), signedName: input.typedName, signatureFileId: blob.id, ip: client.ip, userAgent: client.userAgent?.slice(0, 400) ?? null });
        if (!signed) throw new AppError('CONFLICT', { message: F.yaFirmado });
        await recordAudit(tx, { action: 'generator.signer_signed', companyId: generator?.providerCompanyId, entity: 'signature_signer', entityId: signer.id, ip: client.ip });
        if (generator) {
          const all = await signaturesRepository(tx).signers(process.id);
          const count = all.filter((s) => s.signedAt).length;
          const text = N.firmante(generator.generatedCode, input.typedName, signer.role, count, all.length);
          await deps.notifications.notifyAudience(tx, deps.generators.providerAudience(generator), notice(generator, text, N.asunto.firmante(generator.generatedCode)));
        }
      });
      deps.notifications.sendSoon();
      await finish(process.id, process.generatorId);
    },
  };
}
export type SignaturesService = ReturnType<typeof createSignaturesService>;
