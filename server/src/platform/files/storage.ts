/** Where file bytes live: local disk by default, S3-compatible storage when configured. */
export interface FileStorage {
  readonly name: string;
  put(key: string, data: Buffer): Promise<void>;
  get(key: string): Promise<Buffer | null>;
  delete(key: string): Promise<void>;
}
