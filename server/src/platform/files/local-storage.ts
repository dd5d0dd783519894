import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FileStorage } from './storage.ts';

export class LocalFileStorage implements FileStorage {
  readonly name = 'local';
  constructor(private root: string) {}

  private pathOf(key: string) {
    if (!/^[A-Za-z0-9_-]+(\.[a-z0-9]+)?$/.test(key)) throw new Error(`bad file key ${key}`);
    return path.join(this.root, key.slice(0, 2), key);
  }

  async put(key: string, data: Buffer) {
    const file = this.pathOf(key);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, data);
  }

  async get(key: string) {
    try {
      return await readFile(this.pathOf(key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async delete(key: string) {
    await rm(this.pathOf(key), { force: true });
  }
}
