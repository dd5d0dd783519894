import { createHash, sign as cryptoSign, verify as cryptoVerify, type KeyObject, X509Certificate } from 'node:crypto';
import { plainAddPlaceholder } from '@signpdf/placeholder-plain';
import signpdfModule from '@signpdf/signpdf';
import { Signer, SUBFILTER_ETSI_CADES_DETACHED } from '@signpdf/utils';
import forge from 'node-forge';

/**
 * PAdES (ETSI EN 319 142, baseline B-B) signatures of PDF files: an incremental update adds a
 * signature dictionary (/SubFilter /ETSI.CAdES.detached) whose /Contents is a detached CMS
 * SignedData over the bytes named by /ByteRange (the whole file but /Contents itself). The signed
 * attributes are content-type, message-digest and ESS signing-certificate-v2 (no CMS signing-time:
 * PAdES puts the time in the dictionary's /M). And the check of such a file, with the same parts.
 */

const { asn1 } = forge;
type Asn1 = forge.asn1.Asn1;

const OID = {
  data: '1.2.840.113549.1.7.1',
  signedData: '1.2.840.113549.1.7.2',
  contentType: '1.2.840.113549.1.9.3',
  messageDigest: '1.2.840.113549.1.9.4',
  signingCertificateV2: '1.2.840.113549.1.9.16.2.47',
  sha256: '2.16.840.1.101.3.4.2.1',
  sha384: '2.16.840.1.101.3.4.2.2',
  sha512: '2.16.840.1.101.3.4.2.3',
  sha1: '1.3.14.3.2.26',
  rsaEncryption: '1.2.840.113549.1.1.1',
  sha256WithRsa: '1.2.840.113549.1.1.11',
  ecdsaWithSha256: '1.2.840.10045.4.3.2',
} as const;

const DIGEST_OF_OID: Record<string, string> = {
  [OID.sha256]: 'sha256',
  [OID.sha384]: 'sha384',
  [OID.sha512]: 'sha512',
  [OID.sha1]: 'sha1',
};

/** Room for the CMS in /Contents (bytes; the hex text is twice that). A 2048/4096-bit chain fits. */
const SIGNATURE_LENGTH = 16_384;

const U = asn1.Class.UNIVERSAL;
const seq = (value: Asn1[]) => asn1.create(U, asn1.Type.SEQUENCE, true, value);
const set = (value: Asn1[]) => asn1.create(U, asn1.Type.SET, true, value);
const oid = (value: string) => asn1.create(U, asn1.Type.OID, false, asn1.oidToDer(value).getBytes());
const octets = (bytes: Buffer) => asn1.create(U, asn1.Type.OCTETSTRING, false, bytes.toString('binary'));
const integer = (value: number) => asn1.create(U, asn1.Type.INTEGER, false, asn1.integerToDer(value).getBytes());
const nul = () => asn1.create(U, asn1.Type.NULL, false, '');
const explicit = (tag: number, value: Asn1[]) => asn1.create(asn1.Class.CONTEXT_SPECIFIC, tag, true, value);
// Trailing bytes are allowed: /Contents is zero-padded after the DER (the typings lack the options form).
const fromDer = (bytes: Buffer): Asn1 =>
  (asn1.fromDer as unknown as (bytes: string, options: { parseAllBytes: boolean }) => Asn1)(bytes.toString('binary'), {
    parseAllBytes: false,
  });
const toDer = (node: Asn1): Buffer => Buffer.from(asn1.toDer(node).getBytes(), 'binary');
const attribute = (type: string, value: Asn1) => seq([oid(type), set([value])]);

/** The key and certificates a signature is made with: `certificate` first, then its chain (DER). */
export interface PdfSigningKey {
  privateKey: KeyObject;
  certificate: Buffer;
  chain: readonly Buffer[];
}

/** A certificate's issuer Name and serial number, as they appear in it (for IssuerAndSerialNumber). */
function issuerAndSerial(certificateDer: Buffer): { issuer: Asn1; serial: Asn1 } {
  const tbs = (fromDer(certificateDer).value as Asn1[])[0] as Asn1;
  const fields = tbs.value as Asn1[];
  // tbsCertificate: [0] version (optional), serialNumber, signature, issuer, …
  const offset = (fields[0] as Asn1).tagClass === asn1.Class.CONTEXT_SPECIFIC ? 1 : 0;
  return { serial: fields[offset] as Asn1, issuer: fields[offset + 2] as Asn1 };
}

/** A detached CMS SignedData (CAdES-B-B) over `content`. */
export function cadesDetached(content: Buffer, key: PdfSigningKey): Buffer {
  const isEc = key.privateKey.asymmetricKeyType === 'ec';
  const sha256Algorithm = () => seq([oid(OID.sha256)]);
  const certHash = createHash('sha256').update(key.certificate).digest();
  const { issuer, serial } = issuerAndSerial(key.certificate);
  const signedAttributes = [
    attribute(OID.contentType, oid(OID.data)),
    attribute(OID.messageDigest, octets(createHash('sha256').update(content).digest())),
    // SigningCertificateV2 ::= SEQUENCE { certs SEQUENCE OF ESSCertIDv2 { certHash, issuerSerial } }
    attribute(OID.signingCertificateV2, seq([seq([seq([octets(certHash), seq([seq([explicit(4, [issuer]), serial])])])])])),
  ];
  // The signature covers the DER of the attributes as a SET OF (RFC 5652 §5.4).
  const signature = cryptoSign('sha256', toDer(set(signedAttributes)), key.privateKey);
  const signerInfo = seq([
    integer(1),
    seq([issuer, serial]),
    sha256Algorithm(),
    asn1.create(asn1.Class.CONTEXT_SPECIFIC, 0, true, signedAttributes),
    isEc ? seq([oid(OID.ecdsaWithSha256)]) : seq([oid(OID.sha256WithRsa), nul()]),
    octets(signature),
  ]);
  const signedData = seq([
    integer(1),
    set([sha256Algorithm()]),
    seq([oid(OID.data)]),
    asn1.create(
      asn1.Class.CONTEXT_SPECIFIC,
      0,
      true,
      [key.certificate, ...key.chain].map((der) => fromDer(der)),
    ),
    set([signerInfo]),
  ]);
  return toDer(seq([oid(OID.signedData), explicit(0, [signedData])]));
}

class CadesSigner extends Signer {
  constructor(private readonly key: PdfSigningKey) {
    super();
  }
  override async sign(pdfBuffer: Buffer): Promise<Buffer> {
    return cadesDetached(pdfBuffer, this.key);
  }
}

// @signpdf/signpdf is CommonJS with its instance as `default`; under ESM the module object may wrap it.
const signpdf = ((signpdfModule as unknown as { default?: typeof signpdfModule }).default ??
  signpdfModule) as typeof signpdfModule;

export interface PadesOptions {
  /** ASCII only (PDF text strings are written as they are). */
  reason: string;
  name: string;
  location: string;
  contactInfo: string;
  signingTime: Date;
}

/** The PDF with a PAdES signature added as an incremental update. */
export async function signPdfPades(pdf: Buffer, key: PdfSigningKey, options: PadesOptions): Promise<Buffer> {
  const withPlaceholder = plainAddPlaceholder({
    pdfBuffer: pdf,
    reason: options.reason,
    name: options.name,
    location: options.location,
    contactInfo: options.contactInfo,
    signingTime: options.signingTime,
    signatureLength: SIGNATURE_LENGTH,
    subFilter: SUBFILTER_ETSI_CADES_DETACHED,
    appName: 'HGSC',
  });
  return signpdf.sign(withPlaceholder, new CadesSigner(key));
}

export interface PdfSignatureCheck {
  /** A signature dictionary with /ByteRange and /Contents was found. */
  signed: boolean;
  /** The CMS parsed, the digest of the byte range matches and the signature verifies with the signer's certificate. */
  valid: boolean;
  /** The byte range starts at 0 and ends at the end of the file: nothing was appended after signing. */
  coversWholeFile: boolean;
  /** The signer's certificate (DER) and its SHA-256. */
  signerCertificate: Buffer | null;
  signerCertificateSha256: string | null;
  /** Every certificate the CMS carries (DER). */
  certificates: Buffer[];
  /** /Reason and /M of the signature dictionary. */
  reason: string | null;
  signingTime: string | null;
  byteRange: [number, number, number, number] | null;
  problem: string | null;
}

const BYTE_RANGE = /\/ByteRange\s*\[\s*(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s*\]/g;

/** The last signature dictionary's /ByteRange, /Contents (decoded) and the dictionary's text. */
function lastSignatureOf(pdf: Buffer) {
  const text = pdf.toString('latin1');
  const matches = [...text.matchAll(BYTE_RANGE)];
  const last = matches.at(-1);
  if (!last || last.index === undefined) return null;
  const byteRange = [1, 2, 3, 4].map((i) => Number(last[i])) as [number, number, number, number];
  const [start, firstLength, secondStart] = byteRange;
  const hex = text.slice(start + firstLength, secondStart);
  // The signature dictionary around /ByteRange, without the /Contents hex: "<<" before it to ">>" after /Contents.
  const dictStart = text.lastIndexOf('<<', last.index);
  const dictEnd = text.indexOf('>>', Math.max(secondStart, last.index));
  const dictionary = `${text.slice(dictStart, Math.max(dictStart, start + firstLength))}${text.slice(secondStart, dictEnd)}`;
  return { byteRange, hex, dictionary };
}

/** A PDF literal string's text (the simple escapes placeholder-plain writes). */
const pdfString = (dictionary: string, name: string): string | null => {
  const match = new RegExp(`/${name}\\s*\\(((?:\\\\.|[^\\\\)])*)\\)`).exec(dictionary);
  return match ? (match[1] as string).replace(/\\(.)/g, '$1') : null;
};

const emptyCheck = (problem: string): PdfSignatureCheck => ({
  signed: false,
  valid: false,
  coversWholeFile: false,
  signerCertificate: null,
  signerCertificateSha256: null,
  certificates: [],
  reason: null,
  signingTime: null,
  byteRange: null,
  problem,
});

/**
 * Checks the PDF's last signature: the CMS in /Contents, the message digest over the /ByteRange
 * bytes, the signature over the signed attributes with the signer's certificate, and that the range
 * covers the whole file. Says which step failed; never throws on a malformed file.
 */
export function checkPdfSignature(pdf: Buffer): PdfSignatureCheck {
  const found = lastSignatureOf(pdf);
  if (!found) return emptyCheck('no signature');
  const { byteRange, hex, dictionary } = found;
  const [start, firstLength, secondStart, secondLength] = byteRange;
  const result: PdfSignatureCheck = {
    ...emptyCheck(''),
    signed: true,
    byteRange,
    reason: pdfString(dictionary, 'Reason'),
    signingTime: pdfString(dictionary, 'M'),
    coversWholeFile:
      start === 0 && firstLength < secondStart && secondStart + secondLength === pdf.length && secondStart <= pdf.length,
  };
  try {
    if (!/^<[0-9a-fA-F]*>$/.test(hex)) return { ...result, problem: 'malformed /Contents' };
    const cms = Buffer.from(hex.slice(1, -1), 'hex');
    const contentInfo = fromDer(cms).value as Asn1[];
    if (asn1.derToOid((contentInfo[0] as Asn1).value as string) !== OID.signedData)
      return { ...result, problem: 'not SignedData' };
    const signedData = ((contentInfo[1] as Asn1).value as Asn1[])[0]?.value as Asn1[];
    const certificatesNode = signedData.find((n) => n.tagClass === asn1.Class.CONTEXT_SPECIFIC && n.type === 0);
    const certificates = ((certificatesNode?.value as Asn1[] | undefined) ?? []).map((n) => toDer(n));
    const signerInfos = (signedData.at(-1) as Asn1).value as Asn1[];
    if (signerInfos.length !== 1) return { ...result, certificates, problem: 'expected one signer' };
    const info = (signerInfos[0] as Asn1).value as Asn1[];
    const sid = info[1] as Asn1;
    const digestName = DIGEST_OF_OID[asn1.derToOid(((info[2] as Asn1).value as Asn1[])[0]?.value as string)];
    const signedAttrs = info[3] as Asn1;
    if (!digestName || signedAttrs.tagClass !== asn1.Class.CONTEXT_SPECIFIC || signedAttrs.type !== 0)
      return { ...result, certificates, problem: 'unsupported SignerInfo' };
    const signature = Buffer.from((info[5] as Asn1).value as string, 'binary');
    const sidDer = toDer(sid);
    const signerCertificate =
      certificates.find((der) => {
        const { issuer, serial } = issuerAndSerial(der);
        return toDer(seq([issuer, serial])).equals(sidDer);
      }) ?? null;
    const withSigner = {
      ...result,
      certificates,
      signerCertificate,
      signerCertificateSha256: signerCertificate ? createHash('sha256').update(signerCertificate).digest('hex') : null,
    };
    if (!signerCertificate) return { ...withSigner, problem: 'signer certificate missing' };
    const messageDigest = (signedAttrs.value as Asn1[])
      .map((attr) => attr.value as Asn1[])
      .find((attr) => asn1.derToOid((attr[0] as Asn1).value as string) === OID.messageDigest)?.[1]?.value as Asn1[] | undefined;
    const expected = messageDigest?.[0] ? Buffer.from(messageDigest[0].value as string, 'binary') : null;
    const actual = createHash(digestName)
      .update(pdf.subarray(start, start + firstLength))
      .update(pdf.subarray(secondStart, secondStart + secondLength))
      .digest();
    if (!expected?.equals(actual)) return { ...withSigner, problem: 'digest mismatch' };
    const attributesDer = toDer(asn1.create(U, asn1.Type.SET, true, signedAttrs.value as Asn1[]));
    const publicKey = new X509Certificate(signerCertificate).publicKey;
    if (!cryptoVerify(digestName, attributesDer, publicKey, signature)) return { ...withSigner, problem: 'bad signature' };
    return { ...withSigner, valid: true, problem: withSigner.coversWholeFile ? null : 'bytes after the signed range' };
  } catch (error) {
    return { ...result, problem: `unreadable signature: ${(error as Error).message}` };
  }
}
