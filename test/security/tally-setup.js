// Global setup of the security project: a fresh folder where each test file leaves its tally.
const { mkdtempSync } = require('node:fs');
const { tmpdir } = require('node:os');
const { join } = require('node:path');

module.exports = () => {
  process.env.SECURITY_TALLY_DIR = mkdtempSync(join(tmpdir(), 'activos-security-'));
};
