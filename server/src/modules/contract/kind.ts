import type { Language, MessageKey, SigningRole } from '@hgsc/contracts';
import type { Caller } from '../../platform/auth/caller.ts';
import type { Db } from '../../platform/db/client.ts';
import type { ContractEvidencePage, ContractLanguage } from '../../platform/pdf/index.ts';
import type { ContractSubject } from './subject.ts';

/** Who calls a contract use case: the user and the company they act for. */
export type ContractCaller = Caller;

/** The steps of a contract's life a kind may refuse for the state of its subject. */
export type ContractStep = 'generate' | 'sign' | 'cancel';

/** What a kind's permission check is asked for: reading the contract, or acting on it. */
export type ContractUse = 'contract.view' | 'contract.sign';

/** A signature as printed: who, when and the seal image. */
export interface PrintedSignature {
  party: string;
  signerName: string;
  signedAt: Date;
  ip: string | null;
  sealPng: Buffer;
}

/**
 * What a contract is drawn from besides its subject. `templateContent`: the exact template text it was generated from
 * (null: the kind's own); `parties`: as kept at generation (absent: the companies as they stand now, for a new contract
 * or a preview; null: a contract generated before parties were kept).
 */
export interface DrawnContract {
  contractNo: string;
  generatedAt: Date;
  templateContent?: string | null;
  parties?: unknown;
}

/** A step on the contract, handed to the kind's hook in the step's transaction. */
export interface ContractStepDone<Subject, Party extends string> {
  subject: Subject;
  party: Party;
  caller: ContractCaller;
  contract: { id: number; contractNo: string; version: number };
  /** The document after the step. */
  sha256: string;
  ip: string | null;
  lang: Language;
}

/**
 * A kind of contract (DESIGN §5): what the engine cannot know about the thing a contract is about. The engine owns
 * versions and numbers, the PDFs and their hashes, SMS-verified signing with seals, the PAdES-sealed final document,
 * the evidence chain, downloads and the public verification; the kind says whose contract it is, what it says,
 * who signs it and what its subject does when a step is taken. An order's sales contract is the first kind
 * (`order/sales-contract/kind.ts`); each kind to come is one such file.
 */
export interface ContractKind<Subject = unknown, Party extends string = string> {
  /** Kept as the contract's subject_kind. */
  readonly name: string;
  /**
   * The sides that sign; the contract is complete when each has. The first draws it up: its cancelling withdraws the
   * contract, another side's refuses it.
   */
  readonly signers: readonly Party[];
  /**
   * The subject `id` and the caller's side of it: another company's → 404, a sub-account without `use` → 403.
   * `lock` takes the subject FOR UPDATE for the rest of the transaction.
   */
  subjectFor(
    db: Db,
    id: number,
    caller: ContractCaller,
    use: ContractUse,
    options?: { lock?: boolean },
  ): Promise<{ subject: Subject; party: Party }>;
  /** The subject `id` whoever asks (a link's holder is checked by the link), or undefined when it is gone. */
  load(db: Db, id: number): Promise<Subject | undefined>;
  idOf(subject: Subject): number;
  /** The company on `party`'s side: it signs for that side, and its members act on that side's links. */
  companyOf(subject: Subject, party: Party): number;
  /** What a subject that is not the caller's answers (404), as the kind's own calls answer it. */
  readonly notFoundKey: MessageKey;
  /** Whether the user may read the contract of subject `id`: every version of its PDF is read by who may read it. */
  readableBy(db: Db, id: number, userId: number): Promise<boolean>;
  /** Why `party` may not take `step` now (an error answering 409), or null when it may. */
  refusal(subject: Subject, step: ContractStep, party: Party, lang: Language): Error | null;
  /**
   * Locks the subject in the transaction and throws (409 contract.changedMeanwhile) when it changed since the PDF was
   * drawn from `drawnFrom`, so a stored PDF always shows the subject as it is.
   */
  lockUnchanged(tx: Db, drawnFrom: Subject): Promise<void>;
  contractNo(subject: Subject, version: number): string;
  /** The template to draw from (templateId null: the kind's own, whose name is then shown in the reader's language). */
  template(db: Db, subject: Subject, lang: Language): Promise<{ templateId: number | null; name: string; content: string }>;
  /** The parties as printed now; kept on the contract so every later drawing prints what was generated. */
  parties(db: Db, subject: Subject): Promise<object>;
  /** The contract as PDF bytes with the signatures so far (and the evidence page last, once complete). */
  render(
    db: Db,
    subject: Subject,
    contract: DrawnContract,
    signatures: readonly PrintedSignature[],
    evidencePage: ContractEvidencePage | null,
  ): Promise<Buffer>;
  language(subject: Subject): ContractLanguage;
  /** The side as the evidence page names it (卖方, Buyer …). */
  partyLabel(party: Party, language: ContractLanguage): string;
  /** Which of its company's approved seals a side signs with. */
  sealRole(party: Party): SigningRole;
  /** The subject's number as people know it (an order number), for the public verification. */
  subjectNumbers(db: Db, ids: readonly number[]): Promise<Map<number, string>>;
  /** The subject's own change, in the transaction of each step. */
  generated(tx: Db, step: ContractStepDone<Subject, Party>): Promise<void>;
  signed(tx: Db, step: ContractStepDone<Subject, Party> & { complete: boolean }): Promise<void>;
  cancelled(tx: Db, step: ContractStepDone<Subject, Party> & { reason: string }): Promise<void>;
}

/** The subject a contract of `kind` about `subject` is kept under. */
export const subjectOfKind = <Subject, Party extends string>(
  kind: ContractKind<Subject, Party>,
  subject: Subject,
): ContractSubject => ({ kind: kind.name, id: kind.idOf(subject) });

/** The side that signs with `party` on a two-sided contract. */
export function otherSigner<Subject, Party extends string>(kind: ContractKind<Subject, Party>, party: Party): Party {
  const others = kind.signers.filter((signer) => signer !== party);
  if (others.length !== 1) throw new Error(`contract kind ${kind.name} has no single other side for ${party}`);
  return others[0]!;
}

/** A kind of any subject (the methods' parameters are bivariant, so every kind is one). */
export type SomeContractKind = ContractKind<unknown, string>;

const kinds = new Map<string, SomeContractKind>();

/** Makes a kind known by its name, for what finds it from a stored contract (verification, file access). */
export function registerContractKind<Subject, Party extends string>(
  kind: ContractKind<Subject, Party>,
): ContractKind<Subject, Party> {
  const known = kinds.get(kind.name);
  if (known && known !== kind) throw new Error(`contract kind ${kind.name} is registered twice`);
  kinds.set(kind.name, kind as SomeContractKind);
  return kind;
}

/** The registered kind of that name. */
export function contractKindNamed(name: string): SomeContractKind {
  const kind = kinds.get(name);
  if (!kind) throw new Error(`contract kind ${name} is not registered`);
  return kind;
}
