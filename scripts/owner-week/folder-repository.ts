/**
 * A Decap backend implementation over a project folder on disk: what the
 * editor's checked backend (src/editor/backend/checked-backend.ts) reads and
 * writes through, as it does through GitHub or the local server. Used to
 * make an owner's edits to a copy of the project with the editor's own code.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {
  AssetProxy,
  DataFile,
  Implementation,
  ImplementationEntry,
  ImplementationMediaFile,
} from '../../src/editor/decap';

/** The files under `folder` (repository paths, '/'-separated), `depth` levels down at most. */
function filesUnder(root: string, folder: string, depth: number): string[] {
  const dir = path.join(root, folder);
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const relative = `${folder}/${entry.name}`;
    if (!entry.isDirectory()) return [relative];
    return depth > 1 ? filesUnder(root, relative, depth - 1) : [];
  });
}

export class FolderRepository implements Implementation {
  /** Every save, in order: the files it wrote. */
  readonly saves: string[][] = [];

  constructor(readonly root: string) {}

  private file(repositoryPath: string): string {
    return path.join(this.root, ...repositoryPath.split('/'));
  }

  private write(repositoryPath: string, content: string | Uint8Array): void {
    const target = this.file(repositoryPath);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, content);
  }

  private async writeAsset(asset: AssetProxy): Promise<void> {
    if (!asset.fileObj) throw new Error(`The upload ${asset.path} has no file`);
    this.write(asset.path, new Uint8Array(await asset.fileObj.arrayBuffer()));
  }

  async getEntry(repositoryPath: string): Promise<ImplementationEntry> {
    const file = this.file(repositoryPath);
    const data = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null;
    return { file: { path: repositoryPath }, data };
  }

  async entriesByFiles(files: Array<{ path: string }>): Promise<ImplementationEntry[]> {
    return Promise.all(files.map((file) => this.getEntry(file.path)));
  }

  async entriesByFolder(
    folder: string,
    extension: string,
    depth: number,
  ): Promise<ImplementationEntry[]> {
    const files = filesUnder(this.root, folder, depth).filter((file) =>
      file.endsWith(`.${extension}`),
    );
    return Promise.all(files.map((file) => this.getEntry(file)));
  }

  async persistEntry(entry: { dataFiles: DataFile[]; assets: AssetProxy[] }): Promise<void> {
    for (const asset of entry.assets) await this.writeAsset(asset);
    for (const dataFile of entry.dataFiles) this.write(dataFile.path, dataFile.raw);
    this.saves.push([
      ...entry.dataFiles.map((dataFile) => dataFile.path),
      ...entry.assets.map((asset) => asset.path),
    ]);
  }

  async persistMedia(asset: AssetProxy): Promise<ImplementationMediaFile> {
    await this.writeAsset(asset);
    return { name: path.posix.basename(asset.path), path: asset.path };
  }

  async getMedia(folder = 'data/images'): Promise<ImplementationMediaFile[]> {
    return filesUnder(this.root, folder, 1).map((file) => ({
      name: path.posix.basename(file),
      path: file,
    }));
  }

  async getMediaFile(repositoryPath: string): Promise<ImplementationMediaFile> {
    const file = this.file(repositoryPath);
    if (!fs.existsSync(file)) throw new Error(`No file ${repositoryPath}`);
    const bytes = new Uint8Array(fs.readFileSync(file));
    return {
      name: path.posix.basename(repositoryPath),
      path: repositoryPath,
      file: new File([bytes], path.posix.basename(repositoryPath)),
    };
  }

  async deleteFiles(paths: string[]): Promise<void> {
    for (const repositoryPath of paths) fs.rmSync(this.file(repositoryPath), { force: true });
  }
}
