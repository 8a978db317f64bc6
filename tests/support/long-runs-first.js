// Jest's order for the unit tests, with the files known to run longest
// started first. Jest itself starts first the files that took longest in
// its last run, but a fresh clone (CI) has no last run, and Jest then
// orders files by size: the steel-island files are a few lines each and
// run 25-45 s, so they started last and left one worker running alone for
// about a minute at the end of the unit step.
const Sequencer = require('@jest/test-sequencer').default;

/** The files that take 25 s or more each on a 2-core machine. */
const LONG_RUNNING = [
  // librsvg draws every design the designer can make, at 2,400 px
  /[\\/]tests[\\/]unit[\\/]gobo[\\/]steel-islands[^\\/]*\.test\.ts$/,
  // follows docs/dev/new-service.md in a copy, running Jest there
  /[\\/]tests[\\/]unit[\\/]new-service[\\/]recipe\.test\.ts$/,
];

const runsLong = (test) => LONG_RUNNING.some((pattern) => pattern.test(test.path));

class LongRunsFirst extends Sequencer {
  sort(tests) {
    const sorted = super.sort(tests);
    return [...sorted.filter(runsLong), ...sorted.filter((test) => !runsLong(test))];
  }
}

module.exports = LongRunsFirst;
