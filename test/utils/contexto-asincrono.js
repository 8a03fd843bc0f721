// Preloaded into the built server by a test (node --require): on SIGUSR2 it writes on stderr the async id a promise's
// continuation runs under, 0 unless an AsyncLocalStorage or another async hook is enabled in the process.
const { executionAsyncId } = require('node:async_hooks');

process.on('SIGUSR2', async () => {
  await null;
  process.stderr.write(`contexto-asincrono:${executionAsyncId()}\n`);
});
