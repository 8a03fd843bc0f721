// `npm run build`: the API (nest build) and the admin (vite build) at the same time, each with its own output
// (dist/src, dist/admin); fails with the first one that fails. Each is mostly one core's work.
const { spawn } = require('node:child_process');

const run = (script) =>
  new Promise((resolve) => {
    spawn('npm', ['run', '--silent', script], { stdio: 'inherit', shell: process.platform === 'win32' }).on('exit', (code) => resolve(code ?? 1));
  });

Promise.all([run('build:api'), run('build:admin')]).then((codes) => {
  process.exitCode = codes.find((code) => code !== 0) ?? 0;
});
