import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/** Version marker of the at-rest format: MAGIC | IV (12) | TAG (16) | ciphertext. */
const MAGIC = Buffer.from('HGE1');
const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * AES-256-GCM with a random IV per file; the auth tag travels with the bytes. The storage key is
 * bound as additional data, so ciphertext copied under another key does not decrypt.
 */
export function encryptBytes(key: Buffer, plaintext: Buffer, aad: string): Buffer {
  if (key.length !== 32) throw new Error('file encryption key must be 32 bytes');
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(aad, 'utf8'));
  const body = Buffer.concat([cipher.update(plaintext), cipher.final()]);
  return Buffer.concat([MAGIC, iv, cipher.getAuthTag(), body]);
}

/** Throws when the bytes were altered, the key is wrong or the format is unknown. */
export function decryptBytes(key: Buffer, sealed: Buffer, aad: string): Buffer {
  if (sealed.length < MAGIC.length + IV_BYTES + TAG_BYTES || !sealed.subarray(0, MAGIC.length).equals(MAGIC)) {
    throw new Error('not an encrypted file');
  }
  const iv = sealed.subarray(MAGIC.length, MAGIC.length + IV_BYTES);
  const tag = sealed.subarray(MAGIC.length + IV_BYTES, MAGIC.length + IV_BYTES + TAG_BYTES);
  const decipher = createDecipheriv('aes-256-gcm', key, iv);
  decipher.setAAD(Buffer.from(aad, 'utf8'));
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(sealed.subarray(MAGIC.length + IV_BYTES + TAG_BYTES)), decipher.final()]);
}
