import { AUDIT_STATUS, type Language } from '@hgsc/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, createTestApp, createUser, lastSmsCode, type TestApp } from '../../../test/harness.ts';
import { readStoredFile } from '../../platform/files/read-file.ts';
import { storedFiles } from '../../platform/files/tables.ts';
import { forbidden, notFound, wrongState } from '../../platform/http/app-error.ts';
import { renderSalesContractPdf } from '../../platform/pdf/index.ts';
import { checkPdfSignature } from '../../platform/pdf/pades.ts';
import { sampleSalesContract } from '../../platform/pdf/sales-contract.fixture.ts';
import { companyMembers } from '../company/tables.ts';
import { users } from '../user/tables.ts';
import { cancelContract } from './cancel-contract.ts';
import { printedSignatureOf } from './contract-pdf.ts';
import { currentContract, signaturesOf } from './contract-repo.ts';
import { verifyEvidenceChain } from './evidence/verify-chain.ts';
import { verifyByFile } from './evidence/verify-contract.ts';
import { generateContract } from './generate-contract.ts';
import { type ContractCaller, type ContractKind, registerContractKind } from './kind.ts';
import { createSignLink } from './link/create-sign-link.ts';
import { shareContract, viewSharedContract } from './link/share-contract.ts';
import { openSignLink, signByLink } from './link/sign-by-link.ts';
import { sendSignCode } from './send-sign-code.ts';
import { signWithCode } from './sign-contract.ts';
import { contractSignatures } from './tables.ts';
import { approveSeal } from './test-kit.ts';

/**
 * A kind of contract no module has: a storage lease between a lessor and a tenant, its subjects kept in this file.
 * Signing one end to end through the engine shows the engine assumes nothing of orders: its own parties, numbers,
 * state and drawing come from the kind alone.
 */
type LeaseParty = 'lessor' | 'tenant';
interface Lease {
  id: number;
  leaseNo: string;
  companies: Record<LeaseParty, number>;
  state: 'draft' | 'signing' | 'agreed';
  /** Changes with every step, as an order's updatedAt does. */
  stamp: number;
  /** The kind's hooks as they were called. */
  steps: string[];
  /** When set, the next signing hook fails, as a refusal inside the transaction would. */
  failNextSign?: boolean;
}

const leases = new Map<number, Lease>();
const LABELS: Record<LeaseParty, Record<Language, string>> = {
  lessor: { zh: '出租方', en: 'Lessor' },
  tenant: { zh: '承租方', en: 'Tenant' },
};

const lease: ContractKind<Lease, LeaseParty> = registerContractKind<Lease, LeaseParty>({
  name: 'storageLease',
  signers: ['lessor', 'tenant'],
  async subjectFor(_db, id, caller, use) {
    const found = leases.get(id);
    const party = (['lessor', 'tenant'] as const).find((p) => found?.companies[p] === caller.company.companyId);
    if (!found || !party) throw notFound('contract.notFound');
    if (!caller.company.isMain && !caller.company.permissions.includes(use)) throw forbidden('permission.denied');
    return { subject: { ...found }, party };
  },
  load: async (_db, id) => {
    const found = leases.get(id);
    return found ? { ...found } : undefined;
  },
  idOf: (subject) => subject.id,
  companyOf: (subject, party) => subject.companies[party],
  notFoundKey: 'contract.notFound',
  async readableBy(db, id, userId) {
    const found = leases.get(id);
    if (!found) return false;
    const members = await db
      .select({ companyId: companyMembers.companyId })
      .from(companyMembers)
      .where(and(eq(companyMembers.userId, userId), inArray(companyMembers.companyId, Object.values(found.companies))));
    return members.length > 0;
  },
  refusal(subject, step, party) {
    const allowed =
      (step === 'generate' && subject.state === 'draft' && party === 'lessor') ||
      ((step === 'sign' || step === 'cancel') && subject.state === 'signing');
    return allowed ? null : wrongState('contract.changedMeanwhile');
  },
  async lockUnchanged(_tx, drawnFrom) {
    if (leases.get(drawnFrom.id)?.stamp !== drawnFrom.stamp) throw wrongState('contract.changedMeanwhile');
  },
  contractNo: (subject, version) => `ZL${subject.leaseNo}-${version}`,
  template: async () => ({ templateId: null, name: 'lease', content: '' }),
  parties: async (_db, subject) => ({ lessor: subject.companies.lessor, tenant: subject.companies.tenant }),
  render: (_db, subject, contract, signatures, evidencePage) =>
    renderSalesContractPdf({
      ...sampleSalesContract({ generatedAt: contract.generatedAt }),
      contractNo: contract.contractNo,
      orderNo: subject.leaseNo,
      sellerSignature: printedSignatureOf(signatures.find((s) => s.party === 'lessor')),
      buyerSignature: printedSignatureOf(signatures.find((s) => s.party === 'tenant')),
      evidencePage,
    }),
  language: () => 'zh',
  partyLabel: (party, language) => LABELS[party][language],
  sealRole: (party) => (party === 'lessor' ? 'seller' : 'buyer'),
  subjectNumbers: async (_db, ids) => new Map(ids.map((id) => [id, leases.get(id)?.leaseNo ?? ''])),
  async generated(_tx, step) {
    move(step.subject.id, 'signing', `generated by ${step.party}`);
  },
  async signed(_tx, step) {
    const current = leases.get(step.subject.id);
    if (current?.failNextSign) {
      current.failNextSign = false;
      throw wrongState('contract.changedMeanwhile');
    }
    move(step.subject.id, step.complete ? 'agreed' : 'signing', `signed by ${step.party}${step.complete ? ', complete' : ''}`);
  },
  async cancelled(_tx, step) {
    move(step.subject.id, 'draft', `cancelled by ${step.party}: ${step.reason}`);
  },
});

function move(id: number, state: Lease['state'], step: string) {
  const current = leases.get(id);
  if (!current) throw new Error(`lease ${id} missing`);
  leases.set(id, { ...current, state, stamp: current.stamp + 1, steps: [...current.steps, step] });
}

let t: TestApp;
let sides: Record<LeaseParty, { caller: ContractCaller; mobile: string }>;
let stranger: ContractCaller;
let nextLease = 1;

async function sealedSide(role: 'buyer' | 'seller') {
  const user = await createUser(t);
  const company = await createCompany(t, user.id);
  await approveSeal(t, company, role, user.id);
  const caller: ContractCaller = {
    userId: user.id,
    company: {
      companyId: company.id,
      companyName: company.name,
      auditStatus: AUDIT_STATUS.APPROVED,
      isMain: true,
      permissions: [],
    },
  };
  return { caller, mobile: user.mobile };
}

function newLease(): Lease {
  const id = nextLease++;
  const made: Lease = {
    id,
    leaseNo: `2026${String(id).padStart(4, '0')}`,
    companies: { lessor: sides.lessor.caller.company.companyId, tenant: sides.tenant.caller.company.companyId },
    state: 'draft',
    stamp: 0,
    steps: [],
  };
  leases.set(id, made);
  return made;
}

async function sign(id: number, party: LeaseParty) {
  const { caller, mobile } = sides[party];
  await sendSignCode(t.ctx, lease, caller, id, '10.0.0.9', 'zh');
  const code = await lastSmsCode(t, mobile);
  const request = { ip: '10.0.0.9', userAgent: 'kind test' };
  return signWithCode(t.ctx, lease, caller, { id, code }, request, 'zh', (commit) => t.ctx.db.transaction(commit));
}

beforeAll(async () => {
  t = await createTestApp();
  sides = { lessor: await sealedSide('seller'), tenant: await sealedSide('buyer') };
  stranger = (await sealedSide('buyer')).caller;
}, 60_000);
afterAll(async () => t?.close());

describe('a contract kind defined by a test alone', () => {
  it('is generated, signed by both sides with their seals and sealed, through the engine', async () => {
    const subject = newLease();
    const about = { kind: 'storageLease', id: subject.id };
    const generated = await generateContract(t.ctx, lease, sides.lessor.caller, subject.id, 'zh', '10.0.0.9');
    expect(generated).toMatchObject({ subjectKind: 'storageLease', contractNo: `ZL${subject.leaseNo}-1`, status: 'generated' });
    expect(leases.get(subject.id)?.state).toBe('signing');

    const first = await sign(subject.id, 'tenant');
    expect(first.party).toBe('tenant');
    expect(first.result.status).toBe('partlySigned');
    const second = await sign(subject.id, 'lessor');
    expect(second.result.status).toBe('signed');
    expect(leases.get(subject.id)?.steps).toEqual(['generated by lessor', 'signed by tenant', 'signed by lessor, complete']);

    // The final document is PAdES-signed, and the public verification knows it by the kind's words.
    const contract = await currentContract(t.ctx.db, about);
    const [reader] = await t.ctx.db.select().from(users).where(eq(users.id, sides.lessor.caller.userId));
    if (!reader) throw new Error('lessor missing');
    const file = await readStoredFile(t.ctx, contract.fileKey, reader, { publicOnly: false });
    // Its files are read by the kind's parties alone.
    const [outsider] = await t.ctx.db.select().from(users).where(eq(users.id, stranger.userId));
    if (!outsider) throw new Error('stranger missing');
    await expect(readStoredFile(t.ctx, contract.fileKey, outsider, { publicOnly: false })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    const check = checkPdfSignature(file.bytes);
    expect(check).toMatchObject({ signed: true, valid: true, coversWholeFile: true });
    const verified = await verifyByFile(t.ctx, file.bytes, '10.0.0.9', 'zh');
    expect(verified.original).toBe(true);
    expect(verified.orderNo).toBe(subject.leaseNo);
    expect(verified.signers.map((s) => s.partyLabel)).toEqual(['承租方', '出租方']);

    const chain = await verifyEvidenceChain(t.ctx.db, about);
    expect(chain.intact).toBe(true);
    expect(chain.entries.map((e) => e.event)).toEqual(['generated', 'codeSent', 'signed', 'codeSent', 'signed', 'sealed']);
  });

  it('leaves every refusal to the kind: another company, the wrong state, the other side generating', async () => {
    const subject = newLease();
    await expect(generateContract(t.ctx, lease, stranger, subject.id, 'zh')).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(generateContract(t.ctx, lease, sides.tenant.caller, subject.id, 'zh')).rejects.toMatchObject({
      code: 'WRONG_STATE',
    });
    await expect(sendSignCode(t.ctx, lease, sides.tenant.caller, subject.id, null, 'zh')).rejects.toMatchObject({
      code: 'WRONG_STATE',
    });
  });

  it('keeps nothing of a signature whose transaction fails, and the lessor withdrawing is a cancellation', async () => {
    const subject = newLease();
    await generateContract(t.ctx, lease, sides.lessor.caller, subject.id, 'zh');
    const filesBefore = (await t.ctx.db.select({ key: storedFiles.key }).from(storedFiles)).length;
    (leases.get(subject.id) as Lease).failNextSign = true;
    await expect(sign(subject.id, 'tenant')).rejects.toMatchObject({ code: 'WRONG_STATE' });
    const contract = await currentContract(t.ctx.db, { kind: 'storageLease', id: subject.id });
    expect(await signaturesOf(t.ctx.db, contract.id)).toEqual([]);
    expect((await t.ctx.db.select({ key: storedFiles.key }).from(storedFiles)).length).toBe(filesBefore);

    const cancelled = await t.ctx.db.transaction((tx) =>
      cancelContract(tx, lease, sides.lessor.caller, { id: subject.id, reason: '租期改了' }, 'zh'),
    );
    expect(cancelled.status).toBe('cancelled');
    expect(leases.get(subject.id)?.state).toBe('draft');
    const chain = await verifyEvidenceChain(t.ctx.db, { kind: 'storageLease', id: subject.id });
    expect(chain.entries.at(-1)?.event).toBe('cancelled');
    expect(await t.ctx.db.select().from(contractSignatures).where(eq(contractSignatures.contractId, contract.id))).toEqual([]);
  });

  it("signs by the engine's signing link and shares by its extraction link, with the kind's sides", async () => {
    const subject = newLease();
    await generateContract(t.ctx, lease, sides.lessor.caller, subject.id, 'zh');
    // The lessor invites the other signer of the kind: the tenant.
    const link = await createSignLink(t.ctx, lease, sides.lessor.caller, { id: subject.id, sms: false }, '10.0.0.9', 'zh');
    expect(link.party).toBe('tenant');
    // Only a member of the tenant's company opens it; anyone else is told the kind's not-found.
    await expect(openSignLink(t.ctx.db, lease, link.token, stranger.userId, null, 'zh')).rejects.toMatchObject({
      code: 'NOT_FOUND',
      messageKey: 'contract.notFound',
    });
    const opened = await openSignLink(t.ctx.db, lease, link.token, sides.tenant.caller.userId, null, 'zh');
    expect(opened).toMatchObject({ party: 'tenant', canSign: true, senderCompanyName: sides.lessor.caller.company.companyName });

    await sendSignCode(t.ctx, lease, sides.tenant.caller, subject.id, null, 'zh');
    const code = await lastSmsCode(t, sides.tenant.mobile);
    const signed = await signByLink(
      t.ctx,
      lease,
      { token: link.token, code },
      sides.tenant.caller.userId,
      { ip: null, userAgent: 'kind test' },
      'zh',
      async (_tx, contract) => contract.status,
    );
    expect(signed).toEqual({ view: 'partlySigned', party: 'tenant' });
    expect(leases.get(subject.id)?.steps.at(-1)).toBe('signed by tenant');
    // A signing link is used once.
    await expect(openSignLink(t.ctx.db, lease, link.token, sides.tenant.caller.userId, null, 'zh')).rejects.toMatchObject({
      code: 'GONE',
    });

    const share = await shareContract(t.ctx, lease, sides.tenant.caller, subject.id, '10.0.0.9');
    const shared = await viewSharedContract(t.ctx, lease, { token: share.token, code: share.code }, '10.0.0.10');
    expect(shared.companyNames).toEqual({
      lessor: sides.lessor.caller.company.companyName,
      tenant: sides.tenant.caller.company.companyName,
    });
    expect(shared.signatures.map((signature) => signature.party)).toEqual(['tenant']);
    expect(shared.sharedBy).toBe(sides.tenant.caller.company.companyName);
  });
});
