// Preloaded into the benchmarked server (NODE_OPTIONS=--require): the server's own event-loop delay,
// which a client cannot see. Each SIGUSR2 writes "<n> <max ms since the previous one> <processor ms> <waiting ms>" to
// RETARDO_BUCLE_ARCHIVO and starts over. The processor and waiting ms (Linux only, else NaN) are the main thread's in the
// longest gap between two ticks of a 5 ms timer: how much of it the server spent working, and how much ready to work
// but waiting for a processor another program held (a machine others share); the rest it was blocked (disk, sleep).
const { monitorEventLoopDelay } = require('node:perf_hooks');
const { readFileSync, writeFileSync } = require('node:fs');

const histograma = monitorEventLoopDelay({ resolution: 5 });
histograma.enable();

const SCHEDSTAT = `/proc/self/task/${process.pid}/schedstat`;
/** The processor time the main thread has used, and the time it has waited ready to run, ms. */
const planificador = () => {
  try {
    const [usado, esperado] = readFileSync(SCHEDSTAT, 'utf8').split(' ');
    return { usado: Number(usado) / 1e6, esperado: Number(esperado) / 1e6 };
  } catch {
    return { usado: NaN, esperado: NaN };
  }
};
let tic = performance.now();
let enTic = planificador();
let huecoMayor = 0;
let delHueco = { usado: NaN, esperado: NaN };
setInterval(() => {
  const ahora = performance.now();
  const actual = planificador();
  if (ahora - tic > huecoMayor) {
    huecoMayor = ahora - tic;
    delHueco = { usado: actual.usado - enTic.usado, esperado: actual.esperado - enTic.esperado };
  }
  tic = ahora;
  enTic = actual;
}, 5).unref();

let senales = 0;
process.on('SIGUSR2', () => {
  senales += 1;
  writeFileSync(process.env.RETARDO_BUCLE_ARCHIVO, `${senales} ${histograma.max / 1e6} ${delHueco.usado} ${delHueco.esperado}`);
  histograma.reset();
  huecoMayor = 0;
  delHueco = { usado: NaN, esperado: NaN };
});
