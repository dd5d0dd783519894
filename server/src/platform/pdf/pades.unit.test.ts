import { X509Certificate } from 'node:crypto';
import forge from 'node-forge';
import { beforeAll, describe, expect, it } from 'vitest';
import { inspectPdf } from '../../../test/pdf-inspect.ts';
import { checkPdfSignature, signPdfPades } from './pades.ts';
import { renderSalesContractPdf } from './render-sales-contract.ts';
import { sampleSalesContract } from './sales-contract.fixture.ts';
import { generateSigningMaterial, type PlatformSigningKey, signingKeyOf, signingMaterialFromP12 } from './signing-certificate.ts';

const options = {
  reason: 'Contract HT202503070001-1 signed by both parties',
  name: 'HGSC contract platform',
  location: 'CN',
  contactInfo: 'http://127.0.0.1/contractVerify',
  signingTime: new Date('2025-03-07T08:00:00Z'),
};

describe('PAdES signature of a contract PDF', () => {
  let key: PlatformSigningKey;
  let unsigned: Buffer;
  let signed: Buffer;

  beforeAll(async () => {
    key = signingKeyOf(generateSigningMaterial());
    unsigned = await renderSalesContractPdf(
      sampleSalesContract({
        evidencePage: {
          verificationCode: '7KQ2-M9XD-3HTR-PW4B',
          verifyUrl: 'http://127.0.0.1/contractVerify',
          signers: [
            {
              partyLabel: '甲方（出卖人）',
              companyName: '上海甲醇化工有限公司',
              signerName: '张三',
              mobile: '139****0001',
              signedAt: '2025-03-07 10:00:00',
              ip: '10.0.0.1',
            },
          ],
          versions: [{ label: '生成', at: '2025-03-07 09:00:00', sha256: 'a'.repeat(64) }],
          certificate: { subject: key.subject, sha256: key.certificateSha256 },
          evidence: { count: 5, headHash: 'b'.repeat(64) },
        },
      }),
    );
    signed = await signPdfPades(unsigned, key, options);
  }, 30_000);

  it('adds an ETSI.CAdES.detached signature that verifies over the whole file with the key’s certificate', async () => {
    const check = checkPdfSignature(signed);
    expect(check).toMatchObject({
      signed: true,
      valid: true,
      coversWholeFile: true,
      problem: null,
      signerCertificateSha256: key.certificateSha256,
      reason: options.reason,
    });
    expect(check.certificates).toHaveLength(2);
    expect(signed.toString('latin1')).toContain('/SubFilter /ETSI.CAdES.detached');
    // The original bytes are untouched: the signature is an incremental update after them.
    expect(signed.subarray(0, unsigned.length - 10).equals(unsigned.subarray(0, unsigned.length - 10))).toBe(true);
    const pages = (await inspectPdf(signed)).pages;
    expect(pages.at(-1)?.text).toContain('电子签署证据页');
    expect(pages.at(-1)?.text).toContain('7KQ2-M9XD-3HTR-PW4B');
    expect(pages.at(-1)?.imageCount).toBe(0);
  });

  it('reports a changed byte, appended bytes and a missing signature', () => {
    const altered = Buffer.from(signed);
    altered[500] = (altered[500] as number) ^ 0x20;
    expect(checkPdfSignature(altered)).toMatchObject({ signed: true, valid: false, problem: 'digest mismatch' });
    // A changed byte of the signature value itself (the end of the DER in /Contents).
    const inContents = Buffer.from(signed);
    const range = checkPdfSignature(signed).byteRange as number[];
    const hex = signed
      .subarray((range[1] as number) + 1, (range[2] as number) - 1)
      .toString('latin1')
      .replace(/(00)+$/, '');
    const hexAt = (range[1] as number) + 1 + hex.length - 20;
    inContents[hexAt] = inContents[hexAt] === 0x30 ? 0x31 : 0x30;
    expect(checkPdfSignature(inContents)).toMatchObject({ valid: false, problem: 'bad signature' });
    const appended = checkPdfSignature(Buffer.concat([signed, Buffer.from('\n%%EOF\n')]));
    expect(appended).toMatchObject({ valid: true, coversWholeFile: false, problem: 'bytes after the signed range' });
    expect(checkPdfSignature(unsigned)).toMatchObject({ signed: false, valid: false, problem: 'no signature' });
    expect(checkPdfSignature(Buffer.from('not a pdf')).signed).toBe(false);
  });

  it('issues the signing certificate from a self-signed CA, for signing only', () => {
    const [caDer] = key.chain;
    if (!caDer) throw new Error('no CA');
    const ca = new X509Certificate(caDer);
    const cert = new X509Certificate(key.certificate);
    expect(ca.ca).toBe(true);
    expect(cert.ca).toBe(false);
    expect(ca.verify(ca.publicKey)).toBe(true);
    expect(cert.verify(ca.publicKey)).toBe(true);
    expect(cert.checkIssued(ca)).toBe(true);
    expect(cert.keyUsage).toContain('1.3.6.1.5.5.7.3.36');
  });

  it('signs with a configured PKCS#12 (key, certificate and chain)', async () => {
    const material = generateSigningMaterial();
    const p12 = forge.pkcs12.toPkcs12Asn1(
      forge.pki.privateKeyFromPem(material.keyPem),
      [material.certificatePem, ...material.chainPem].map((pem) => forge.pki.certificateFromPem(pem)),
      'secret',
      { algorithm: '3des' },
    );
    const loaded = signingKeyOf(signingMaterialFromP12(Buffer.from(forge.asn1.toDer(p12).getBytes(), 'binary'), 'secret'));
    expect(loaded.certificate.equals(signingKeyOf(material).certificate)).toBe(true);
    expect(loaded.chain).toHaveLength(1);
    const check = checkPdfSignature(await signPdfPades(unsigned, loaded, options));
    expect(check).toMatchObject({ valid: true, signerCertificateSha256: loaded.certificateSha256 });
    expect(() => signingMaterialFromP12(Buffer.from(forge.asn1.toDer(p12).getBytes(), 'binary'), 'wrong')).toThrow();
  });
});
