import { createHash, createPrivateKey, generateKeyPairSync, randomBytes, X509Certificate } from 'node:crypto';
import forge from 'node-forge';
import type { PdfSigningKey } from './pades.ts';

/**
 * The platform's document-signing certificate: a self-signed CA and a signing certificate issued
 * by it (RSA 2048, SHA-256), made on first start, or a PKCS#12 the operator configures.
 */

export interface SigningMaterialPem {
  keyPem: string;
  certificatePem: string;
  /** The issuing chain, nearest first (the generated CA; a configured P12's other certificates). */
  chainPem: string[];
}

const { pki } = forge;

const serialNumber = () => `01${randomBytes(15).toString('hex')}`;
const subject = (commonName: string) => [
  { name: 'commonName', value: commonName },
  { name: 'organizationName', value: 'HGSC Chemical Marketplace' },
  { name: 'countryName', value: 'CN' },
];

function forgeKeyPair() {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return {
    privateKeyPem: privateKey.export({ type: 'pkcs1', format: 'pem' }).toString(),
    privateKey: pki.privateKeyFromPem(privateKey.export({ type: 'pkcs1', format: 'pem' }).toString()),
    publicKey: pki.publicKeyFromPem(publicKey.export({ type: 'spki', format: 'pem' }).toString()),
  };
}

function validity(cert: forge.pki.Certificate, years: number, now: Date) {
  cert.validity.notBefore = new Date(now.getTime() - 24 * 3600_000);
  cert.validity.notAfter = new Date(now.getTime() + years * 365 * 24 * 3600_000);
}

/** A new CA and a signing certificate issued by it. */
export function generateSigningMaterial(now = new Date()): SigningMaterialPem {
  const caKeys = forgeKeyPair();
  const ca = pki.createCertificate();
  ca.publicKey = caKeys.publicKey;
  ca.serialNumber = serialNumber();
  validity(ca, 20, now);
  ca.setSubject(subject('HGSC Contract Signing CA'));
  ca.setIssuer(subject('HGSC Contract Signing CA'));
  ca.setExtensions([
    { name: 'basicConstraints', cA: true, critical: true },
    { name: 'keyUsage', keyCertSign: true, cRLSign: true, critical: true },
    { name: 'subjectKeyIdentifier' },
  ]);
  ca.sign(caKeys.privateKey, forge.md.sha256.create());

  const keys = forgeKeyPair();
  const cert = pki.createCertificate();
  cert.publicKey = keys.publicKey;
  cert.serialNumber = serialNumber();
  validity(cert, 10, now);
  cert.setSubject(subject('HGSC Electronic Contract Seal'));
  cert.setIssuer(ca.subject.attributes);
  cert.setExtensions([
    { name: 'basicConstraints', cA: false, critical: true },
    { name: 'keyUsage', digitalSignature: true, nonRepudiation: true, critical: true },
    // id-kp-documentSigning (RFC 9336) and emailProtection, which Acrobat accepts for signing.
    { name: 'extKeyUsage', emailProtection: true, '1.3.6.1.5.5.7.3.36': true },
    { name: 'subjectKeyIdentifier' },
    {
      name: 'authorityKeyIdentifier',
      keyIdentifier: ca.generateSubjectKeyIdentifier().getBytes(),
    },
  ]);
  cert.sign(caKeys.privateKey, forge.md.sha256.create());
  return { keyPem: keys.privateKeyPem, certificatePem: pki.certificateToPem(cert), chainPem: [pki.certificateToPem(ca)] };
}

/** The key and certificates of a PKCS#12 (RSA): the certificate matching the key first. */
export function signingMaterialFromP12(p12: Buffer, password: string): SigningMaterialPem {
  const parsed = forge.pkcs12.pkcs12FromAsn1(forge.asn1.fromDer(p12.toString('binary')), false, password);
  const keyBags = [
    ...(parsed.getBags({ bagType: pki.oids.pkcs8ShroudedKeyBag })[pki.oids.pkcs8ShroudedKeyBag as string] ?? []),
    ...(parsed.getBags({ bagType: pki.oids.keyBag })[pki.oids.keyBag as string] ?? []),
  ];
  const key = keyBags[0]?.key as forge.pki.rsa.PrivateKey | undefined;
  if (!key) throw new Error('the PKCS#12 holds no private key');
  const certs = (parsed.getBags({ bagType: pki.oids.certBag })[pki.oids.certBag as string] ?? [])
    .map((bag) => bag.cert)
    .filter((c): c is forge.pki.Certificate => c !== undefined);
  const own = certs.find((c) => {
    const pub = c.publicKey as forge.pki.rsa.PublicKey;
    return pub.n?.equals(key.n) && pub.e?.equals(key.e);
  });
  if (!own) throw new Error('the PKCS#12 holds no certificate for its key');
  return {
    keyPem: pki.privateKeyToPem(key),
    certificatePem: pki.certificateToPem(own),
    chainPem: certs.filter((c) => c !== own).map((c) => pki.certificateToPem(c)),
  };
}

const derOf = (pem: string) => Buffer.from(new X509Certificate(pem).raw);

export interface PlatformSigningKey extends PdfSigningKey {
  /** SHA-256 of the signing certificate (DER), hex. */
  certificateSha256: string;
  /** The signing certificate's subject, one attribute per line as Node prints it, joined by ", ". */
  subject: string;
}

export function signingKeyOf(material: SigningMaterialPem): PlatformSigningKey {
  const certificate = derOf(material.certificatePem);
  const x509 = new X509Certificate(certificate);
  const privateKey = createPrivateKey(material.keyPem);
  if (!x509.checkPrivateKey(privateKey)) throw new Error('the signing key does not match its certificate');
  return {
    privateKey,
    certificate,
    chain: material.chainPem.map(derOf),
    certificateSha256: createHash('sha256').update(certificate).digest('hex'),
    subject: x509.subject.split('\n').join(', '),
  };
}
