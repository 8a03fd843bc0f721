import 'reflect-metadata';
import 'dotenv/config';
import { NestFactory } from '@nestjs/core';
import { avisoDeInicio, StartupQuietLogger } from './config/aviso-de-inicio';
import { ConfigError, validateEnvironment } from './config/environment';

async function bootstrap(): Promise<void> {
  let production = false;
  try {
    production = validateEnvironment(process.env).NODE_ENV === 'production';
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  // Loaded after the check so a bad variable stops start-up with one line, not a stack.
  const { AppModule } = await import('./app.module');
  const { configureApp, NEST_APP_OPTIONS, swaggerEnabled } = await import('./app.setup');
  const { environmentConfig } = await import('./config/environment.config');
  const { FirstRunService } = await import('./usuario/first-run.service');

  // Structured (JSON) lines everywhere; colours only help a developer's terminal.
  const logger = new StartupQuietLogger({ json: true, colors: !production && process.stdout.isTTY, prefix: 'Activos' });
  const app = await NestFactory.create(AppModule, { ...NEST_APP_OPTIONS, logger, bufferLogs: true });
  const env = app.get(environmentConfig.KEY) as Awaited<ReturnType<typeof environmentConfig>>;
  configureApp(app, env);
  // On SIGTERM (docker stop, an orchestrator) or Ctrl+C: drain, finish what is in flight, close the pool
  // (see GracefulShutdown), then end with code 0 rather than re-raising the signal.
  app.enableShutdownHooks(['SIGTERM', 'SIGINT'], { useProcessExit: true });
  await app.listen(env.PORT);
  if (env.jwtSecretGenerated) logger.warn('JWT_SECRET no definido: se usa una clave aleatoria; las sesiones se pierden al reiniciar.');
  const docs = swaggerEnabled(env) ? ', documentación en /api/docs' : '';
  logger.log(`Activos Fijos escuchando en http://localhost:${env.PORT} (API en /api${docs})`);
  if (!production) console.log(avisoDeInicio(env, swaggerEnabled(env), app.get(FirstRunService).sembroLaBase));
}

bootstrap().catch((error: Error) => {
  console.error(`No se pudo iniciar: ${error.message}`);
  process.exit(1);
});
