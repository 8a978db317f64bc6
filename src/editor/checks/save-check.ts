/**
 * Whether a save may be written: the build's own validation, run on the
 * project as it would be after the save. The files being saved must have no
 * problem at all; any other file must not get a new one (deleting a venue
 * whose page entry is still in data/venues.yaml breaks that file).
 */
import { checkProject, type FileProblems } from '../../config/check-project';
import { formatYamlPath, type ConfigProblem } from '../../config/problems';
import { projectFilesOf, type ProjectState } from './project-state';

function problemKey(file: string, problem: ConfigProblem): string {
  return `${file}|${formatYamlPath(problem.path)}|${problem.problem}`;
}

function problemsOf(state: ProjectState): FileProblems[] {
  const result = checkProject(projectFilesOf(state));
  return result.ok ? [] : result.files;
}

/** Files and their problems the save would leave; empty when it may be written. */
export function problemsOfSave(
  before: ProjectState,
  after: ProjectState,
  savedPaths: ReadonlySet<string>,
): FileProblems[] {
  const existing = new Set(
    problemsOf(before).flatMap(({ file, problems }) =>
      problems.map((problem) => problemKey(file, problem)),
    ),
  );
  return problemsOf(after)
    .map(({ file, problems }) => ({
      file,
      problems: savedPaths.has(file)
        ? problems
        : problems.filter((problem) => !existing.has(problemKey(file, problem))),
    }))
    .filter(({ problems }) => problems.length > 0);
}
