/**
 * A stand-in for a Decap backend (GitHub, the local server…) holding the
 * project's files in memory, seeded from this working tree, with site.yaml
 * and data/*.yaml as the specification's site shipped them (the frozen copies
 * of tests/fixtures/, which the owner's edits never change): the backend
 * wrapper's tests read and write through it.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {
  AssetProxy,
  DataFile,
  Implementation,
  ImplementationEntry,
  ImplementationMediaFile,
} from '../../../../src/editor/decap';
import { specYamlFiles } from '../../../support/spec-site';

const ROOT = path.resolve(__dirname, '..', '..', '..', '..');

function filesUnder(folder: string): string[] {
  const dir = path.join(ROOT, folder);
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const relative = `${folder}/${entry.name}`;
    return entry.isDirectory() ? filesUnder(relative) : [relative];
  });
}

export class MemoryRepository implements Implementation {
  readonly texts = new Map<string, string>();
  readonly media = new Map<string, Blob>();
  readonly written: DataFile[][] = [];
  readonly deleted: string[] = [];

  constructor() {
    for (const file of ['site.yaml', ...filesUnder('data'), ...filesUnder('src/locales')]) {
      if (/\.(ya?ml|json)$/.test(file)) {
        this.texts.set(file, fs.readFileSync(path.join(ROOT, file), 'utf8'));
      } else {
        this.media.set(file, new Blob([fs.readFileSync(path.join(ROOT, file))]));
      }
    }
    for (const [file, text] of specYamlFiles()) this.texts.set(file, text);
  }

  async getEntry(filePath: string): Promise<ImplementationEntry> {
    return { file: { path: filePath }, data: this.texts.get(filePath) ?? null };
  }

  async entriesByFiles(files: Array<{ path: string }>): Promise<ImplementationEntry[]> {
    return Promise.all(files.map((file) => this.getEntry(file.path)));
  }

  async entriesByFolder(folder: string, extension: string): Promise<ImplementationEntry[]> {
    return [...this.texts.keys()]
      .filter((file) => file.startsWith(`${folder}/`) && file.endsWith(`.${extension}`))
      .map((file) => ({ file: { path: file }, data: this.texts.get(file)! }));
  }

  async persistEntry(entry: { dataFiles: DataFile[]; assets: AssetProxy[] }): Promise<void> {
    this.written.push(entry.dataFiles);
    for (const file of entry.dataFiles) this.texts.set(file.path, file.raw);
    for (const asset of entry.assets) {
      if (asset.fileObj) this.media.set(asset.path, asset.fileObj);
    }
  }

  async persistMedia(file: AssetProxy): Promise<ImplementationMediaFile> {
    if (file.fileObj) this.media.set(file.path, file.fileObj);
    return { name: path.posix.basename(file.path), path: file.path };
  }

  async getMedia(folder = 'data/images'): Promise<ImplementationMediaFile[]> {
    return [...this.media.keys()]
      .filter((file) => path.posix.dirname(file) === folder)
      .map((file) => ({ name: path.posix.basename(file), path: file }));
  }

  async getMediaFile(filePath: string): Promise<ImplementationMediaFile> {
    const file = this.media.get(filePath);
    if (!file) throw new Error(`No file ${filePath}`);
    return { name: path.posix.basename(filePath), path: filePath, file: file as File };
  }

  async deleteFiles(paths: string[]): Promise<void> {
    for (const file of paths) {
      this.media.delete(file);
      this.deleted.push(file);
    }
  }
}
