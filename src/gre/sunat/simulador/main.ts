import { SimuladorSunat } from './simulador-sunat';

/**
 * `npm run sunat:simulador [puerto]`: the SUNAT test double on its own (port from the argument, SUNAT_SIMULADOR_PORT,
 * or 4010), with what a person needs to point the product at it.
 */
async function main(): Promise<void> {
  const puerto = Number(process.argv[2] ?? process.env.SUNAT_SIMULADOR_PORT ?? 4010);
  if (!Number.isInteger(puerto) || puerto < 0 || puerto > 65535) throw new Error(`Puerto inválido: ${process.argv[2] ?? process.env.SUNAT_SIMULADOR_PORT}`);
  const simulador = await new SimuladorSunat({ puerto }).iniciar();
  const c = simulador.credenciales;
  console.log(
    [
      `Simulador de SUNAT (guía de remisión electrónica) escuchando en ${simulador.url}`,
      '',
      'Para que el sistema le envíe las guías, inícielo con:',
      `  SUNAT_GRE_AUTH_URL=${simulador.url}/v1 SUNAT_GRE_API_URL=${simulador.url}/v1`,
      '',
      `Credenciales de prueba (compañía con RUC ${c.ruc}), en Gestión de Compañía › Guía electrónica (SUNAT):`,
      `  Client ID: ${c.clientId}`,
      `  Client secret: ${c.clientSecret}`,
      `  Usuario SOL: ${c.usuarioSol}`,
      `  Clave SOL: ${c.claveSol}`,
      '',
      `Escenario del siguiente envío: POST ${simulador.url}/__control/next {"outcome":"accept|observe|reject","code":"2555","pendingPolls":2,"http":422|500|"timeout","delayMs":0}`,
      `Lo recibido: GET ${simulador.url}/__control/requests`,
    ].join('\n'),
  );
  const cerrar = () => void simulador.cerrar().then(() => process.exit(0));
  process.on('SIGINT', cerrar);
  process.on('SIGTERM', cerrar);
}

main().catch((error: Error) => {
  console.error(`No se pudo iniciar el simulador de SUNAT: ${error.message}`);
  process.exit(1);
});
