// Preloaded into the benchmarked server (NODE_OPTIONS=--require): the server's own event-loop delay,
// which a client cannot see. Each SIGUSR2 writes "<n> <max ms since the previous one> <processor ms>" to
// RETARDO_BUCLE_ARCHIVO and starts over. The processor ms (Linux only, else NaN) are the main thread's own in the
// longest gap between two ticks of a 5 ms timer: on a machine others share, how much of the delay the server spent
// working, rather than waiting for a processor another program held.
const { monitorEventLoopDelay } = require('node:perf_hooks');
const { readFileSync, writeFileSync } = require('node:fs');

const histograma = monitorEventLoopDelay({ resolution: 5 });
histograma.enable();

const SCHEDSTAT = `/proc/self/task/${process.pid}/schedstat`;
/** The processor time the main thread has used, ms. */
const procesador = () => {
  try {
    return Number(readFileSync(SCHEDSTAT, 'utf8').split(' ')[0]) / 1e6;
  } catch {
    return NaN;
  }
};
let tic = performance.now();
let procesadorEnTic = procesador();
let huecoMayor = 0;
let procesadorDelHueco = NaN;
setInterval(() => {
  const ahora = performance.now();
  const usado = procesador();
  if (ahora - tic > huecoMayor) {
    huecoMayor = ahora - tic;
    procesadorDelHueco = usado - procesadorEnTic;
  }
  tic = ahora;
  procesadorEnTic = usado;
}, 5).unref();

let senales = 0;
process.on('SIGUSR2', () => {
  senales += 1;
  writeFileSync(process.env.RETARDO_BUCLE_ARCHIVO, `${senales} ${histograma.max / 1e6} ${procesadorDelHueco}`);
  histograma.reset();
  huecoMayor = 0;
  procesadorDelHueco = NaN;
});
