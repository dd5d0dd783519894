import type { Language } from '@hgsc/contracts';
import type { AppContext } from '../../platform/context.ts';
import { contractSubjectFor } from './contract-caller.ts';
import { discardContractPdf, storeContractPdf } from './contract-pdf.ts';
import { nextContractVersion } from './contract-repo.ts';
import { recordContractEvidence } from './evidence/record.ts';
import { type ContractCaller, type ContractKind, subjectOfKind } from './kind.ts';
import { subjectColumns } from './subject.ts';
import { type ContractRow, contracts } from './tables.ts';
import { holdTemplate } from './template/hold-template.ts';

/**
 * Generates the subject's next contract version (an order's: POST /order/contract/generate, seller, 10 → 37): the PDF
 * drawn from the subject with the kind's template (its exact text is kept on the contract, so signing redraws the
 * same text and later edits change nothing) and the parties as they stand, stored encrypted with its SHA-256; the
 * contract row, the kind's own change and the evidence entry in one transaction. The PDF is drawn before the
 * transaction (file storage writes outside it); a failed transaction removes it again.
 */
export async function generateContract<Subject, Party extends string>(
  ctx: AppContext,
  kind: ContractKind<Subject, Party>,
  caller: ContractCaller,
  id: number,
  lang: Language,
  ip: string | null = null,
): Promise<ContractRow> {
  const { subject, party } = await contractSubjectFor(ctx.db, kind, id, caller, lang, 'generate');
  const about = subjectOfKind(kind, subject);
  const generatedAt = new Date();
  const version = await nextContractVersion(ctx.db, about);
  const contractNo = kind.contractNo(subject, version);
  const template = await kind.template(ctx.db, subject, lang);
  const parties = await kind.parties(ctx.db, subject);
  const drawn = { contractNo, generatedAt, templateContent: template.content, parties };
  const bytes = await kind.render(ctx.db, subject, drawn, [], null);
  const pdf = await storeContractPdf(ctx, bytes, contractNo, caller.userId);
  try {
    return await ctx.db.transaction(async (tx) => {
      await kind.lockUnchanged(tx, subject);
      await holdTemplate(tx, template.templateId, template.content);
      const [row] = await tx
        .insert(contracts)
        .values({
          ...subjectColumns(about),
          contractNo,
          version,
          status: 'generated',
          generatedFileKey: pdf.key,
          fileKey: pdf.key,
          sha256AtGeneration: pdf.sha256,
          sha256: pdf.sha256,
          generatedAt,
          generatedBy: caller.userId,
          templateId: template.templateId,
          // The kind's own template has no name of its own: shown in the reader's language.
          templateName: template.templateId === null ? null : template.name,
          templateContent: template.content,
          parties,
        })
        .returning();
      const contract = row as ContractRow;
      await kind.generated(tx, { subject, party, caller, contract, sha256: pdf.sha256, ip, lang });
      await recordContractEvidence(tx, {
        contractId: contract.id,
        subject: about,
        event: 'generated',
        actorUserId: caller.userId,
        companyId: caller.company.companyId,
        ip,
        detail: { contractNo, version, sha256: pdf.sha256 },
      });
      return contract;
    });
  } catch (error) {
    await discardContractPdf(ctx, pdf.key);
    throw error;
  }
}
