import { randomBytes } from 'node:crypto';
import { ConfigType, registerAs } from '@nestjs/config';
import { validateEnvironment } from './environment';

/**
 * The validated environment, injected with `@Inject(environmentConfig.KEY)`.
 * Outside production a missing JWT_SECRET becomes a random one for this process
 * (sessions end on restart); production refuses to start without a strong one.
 */
export const environmentConfig = registerAs('environment', () => {
  const env = validateEnvironment(process.env);
  return { ...env, JWT_SECRET: env.JWT_SECRET ?? randomBytes(32).toString('hex'), jwtSecretGenerated: !env.JWT_SECRET };
});
export type EnvironmentConfig = ConfigType<typeof environmentConfig>;
