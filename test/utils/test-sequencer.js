// The order of the suites: the longest first, so no worker is left alone with a long suite at the end of the run.
// Jest knows each suite's time from the previous run; on a fresh clone it would order by file size, which put the
// accessibility walk (a small file, the longest suite) among the last. Without a previous time, a suite's project
// estimates it (browser suites take about 26 s, security 24 s, API 8 s and unit specs 1 s), the bigger file first.
const Sequencer = require('@jest/test-sequencer').default;

const ESTIMATED_SECONDS = { browser: 26, security: 24, api: 8, unit: 1 };

class LongestFirst extends Sequencer {
  time(test) {
    const estimate = () => (ESTIMATED_SECONDS[test.context.config.displayName?.name] ?? 1) * 1000 + (test.context.hasteFS.getSize(test.path) ?? 0) / 1024;
    return super.time(test) ?? estimate();
  }
}

module.exports = LongestFirst;
