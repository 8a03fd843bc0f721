// Preloaded into the benchmarked server (NODE_OPTIONS=--require): the server's own event-loop delay,
// which a client cannot see. Each SIGUSR2 writes "<n> <max ms since the previous one>" to RETARDO_BUCLE_ARCHIVO and starts over.
const { monitorEventLoopDelay } = require('node:perf_hooks');
const { writeFileSync } = require('node:fs');

const histograma = monitorEventLoopDelay({ resolution: 5 });
histograma.enable();
let senales = 0;
process.on('SIGUSR2', () => {
  senales += 1;
  writeFileSync(process.env.RETARDO_BUCLE_ARCHIVO, `${senales} ${histograma.max / 1e6}`);
  histograma.reset();
});
