/**
 * The local editor server's own check of every write, with the same rules
 * as the browser editor (src/editor): a request that skipped the editor's
 * checks still cannot write a broken project.
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { parse } from 'yaml';
import {
  ruleForUpload,
  uploadProblems,
  type MeasurePicture,
} from '../../src/editor/backend/pictures';
import { describeFileProblems } from '../../src/editor/checks/describe';
import {
  pictureFromRepositoryPath,
  withChanges,
  YAML_PATHS,
  type ProjectState,
} from '../../src/editor/checks/project-state';
import { problemsOfSave } from '../../src/editor/checks/save-check';
import { LOCALES_DIR } from '../../src/config/check-project';
import { picturesInContent } from '../../src/config/content/picture-fields';
import { CONTENT_FILE_NAMES, DATA_DIR } from '../../src/config/content/validate';

interface UploadedFile {
  path: string;
  content: string;
  encoding: string;
}

function filesUnder(root: string, folder: string): string[] {
  const dir = path.join(root, folder);
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const relative = `${folder}/${entry.name}`;
    return entry.isDirectory() ? filesUnder(root, relative) : [relative];
  });
}

export function stateOnDisk(repoDir: string): ProjectState {
  const texts = new Map<string, string>();
  const localeFiles = filesUnder(repoDir, LOCALES_DIR).filter((file) => file.endsWith('.json'));
  for (const file of [...YAML_PATHS, ...localeFiles]) {
    const full = path.join(repoDir, file);
    if (fs.existsSync(full)) texts.set(file, fs.readFileSync(full, 'utf8'));
  }
  const pictures = filesUnder(repoDir, `${DATA_DIR}/images`).flatMap(
    (file) => pictureFromRepositoryPath(file) ?? [],
  );
  return { texts, pictures: new Set(pictures) };
}

const measureWithSharp: MeasurePicture = async (file) => {
  const metadata = await sharp(Buffer.from(await file.arrayBuffer())).metadata();
  return metadata.autoOrient;
};

function blobOf(file: UploadedFile): Blob {
  return new Blob([Buffer.from(file.content, 'base64')]);
}

export async function uploadProblemsOnDisk(file: UploadedFile): Promise<string[]> {
  return uploadProblems(
    blobOf(file),
    path.posix.basename(file.path),
    ruleForUpload(file.path),
    measureWithSharp,
  );
}

export async function saveProblemsOnDisk(
  repoDir: string,
  dataFiles: ReadonlyArray<{ path: string; raw: string }>,
  assets: readonly UploadedFile[],
): Promise<string[]> {
  const uploads = (await Promise.all(assets.map(uploadProblemsOnDisk))).flat();
  if (uploads.length) return uploads;
  const before = stateOnDisk(repoDir);
  const after = withChanges(
    before,
    new Map(dataFiles.map((file) => [file.path, file.raw])),
    assets.flatMap((asset) => pictureFromRepositoryPath(asset.path) ?? []),
  );
  const problems = problemsOfSave(before, after, new Set(dataFiles.map((file) => file.path)));
  return problems.flatMap(({ file, problems: list }) =>
    list.map((problem) => `${file}: ${problem.problem} Fix: ${problem.fix}`),
  );
}

export function deleteProblemsOnDisk(repoDir: string, paths: readonly string[]): string[] {
  const state = stateOnDisk(repoDir);
  return paths.flatMap((file) => {
    const image = pictureFromRepositoryPath(file);
    const uses = CONTENT_FILE_NAMES.flatMap((name) => {
      const text = state.texts.get(`${DATA_DIR}/${name}`);
      if (!image || text === undefined) return [];
      return picturesInContent(name, parse(text))
        .filter((picture) => picture.image === image)
        .map((picture) => `${DATA_DIR}/${name}, ${picture.entry}`);
    });
    return uses.length
      ? [`${file} is still shown by ${uses.join(' and ')}. Pick another picture there first.`]
      : [];
  });
}

export { describeFileProblems };
